// Package nimarith computes in the field of nimbers: nim-sum, nim-product,
// inverse, division, square root and powers, for nimbers of any size.
//
// Nimbers below a Fermat 2-power F = 2^(2^k) form a field of F elements;
// its sum is XOR, and its product is the one under which F ⊗ F = F ⊕ F/2
// and x ⊗ F is the ordinary x·F for x < F. Values of coin-turning games in
// two dimensions are nim-products of their one-dimensional values (the
// Tartan theorem).
//
// Operands below 2^64 take a fast path: logarithm tables of the field of
// 2^16 elements and two levels of Karatsuba-style splitting over the
// Fermat powers 2^16 and 2^32. Larger operands split the same way down to
// 64 bits. Plain (the recursive definition, four half-size products at
// each level) is the reference the tests and benchmarks measure against.
//
// Eval reads expressions such as "(3*5)+7", "1/9" or "sqrt(8)".
//
// The package does not value games; it is the arithmetic their values obey.
package nimarith
