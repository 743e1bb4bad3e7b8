package plot

// The bitmap font: 5×7 glyphs, one byte per row, bit 4 the leftmost pixel.
const (
	glyphWidth   = 5
	glyphHeight  = 7
	glyphAdvance = 6 // pixels from one glyph to the next at scale 1
)

// glyphRows holds each glyph as 7 rows of two hex digits.
var glyphRows = map[rune]string{
	' ': "00000000000000", '0': "0E11131519110E", '1': "040C040404040E", '2': "0E11010204081F",
	'3': "1F02040201110E", '4': "02060A121F0202", '5': "1F101E0101110E", '6': "0608101E11110E",
	'7': "1F010204080808", '8': "0E11110E11110E", '9': "0E11110F01020C",
	'A': "0E1111111F1111", 'B': "1E11111E11111E", 'C': "0E11101010110E", 'D': "1C12111111121C",
	'E': "1F10101E10101F", 'F': "1F10101E101010", 'G': "0E11101711110F", 'H': "1111111F111111",
	'I': "0E04040404040E", 'J': "0702020202120C", 'K': "11121418141211", 'L': "1010101010101F",
	'M': "111B1515111111", 'N': "11111915131111", 'O': "0E11111111110E", 'P': "1E11111E101010",
	'Q': "0E11111115120D", 'R': "1E11111E141211", 'S': "0F10100E01011E", 'T': "1F040404040404",
	'U': "1111111111110E", 'V': "11111111110A04", 'W': "1111111515150A", 'X': "11110A040A1111",
	'Y': "1111110A040404", 'Z': "1F01020408101F",
	'a': "00000E010F110F", 'b': "1010161911111E", 'c': "00000E1010110E", 'd': "01010D1311110F",
	'e': "00000E111F100E", 'f': "0609081C080808", 'g': "000F11110F010E", 'h': "10101619111111",
	'i': "04000C0404040E", 'j': "0200060202120C", 'k': "10101214181412", 'l': "0C04040404040E",
	'm': "00001A15151111", 'n': "00001619111111", 'o': "00000E1111110E", 'p': "00001E111E1010",
	'q': "00000D130F0101", 'r': "00001619101010", 's': "00000E100E011E", 't': "08081C08080906",
	'u': "0000111111130D", 'v': "00001111110A04", 'w': "0000111115150A", 'x': "0000110A040A11",
	'y': "000011110F010E", 'z': "00001F0204081F",
	'.': "00000000000C0C", ',': "000000000C0408", ':': "000C0C000C0C00", ';': "000C0C000C0408",
	'-': "0000001F000000", '+': "0004041F040400", '=': "00001F001F0000", '(': "02040808080402",
	')': "08040202020408", '[': "0E08080808080E", ']': "0E02020202020E", '/': "00010204081000",
	'\'': "0C040800000000", '!': "04040404000004", '?': "0E110102040004", '*': "0004150E150400",
	'^': "040A1100000000", '_': "0000000000001F", '<': "02040810080402", '>': "08040201020408",
	'{': "02040408040402", '}': "08040402040408", '%': "18190204081303", '#': "0A0A1F0A1F0A0A",
	'"': "0A0A0A00000000", '&': "0C12140815120D", '|': "04040404040404",
	// The signs of theorems and captions, drawn, not approximated: a
	// caption that says ≥ must not print >.
	'≥': "0804020408001F", '≤': "0204080402001F", '→': "0004021F020400", '←': "0004081F080400",
	'∞': "00000A150A0000", '…': "00000000000015", '·': "00000004000000",
	'⁻': "000E0000000000", '⁺': "040E0400000000",
	'è': "08040E111F100E", 'é': "02040E111F100E",
}

// smallDigits are 3×5 digits, centred: subscripts sit on the baseline,
// superscripts at the top.
var smallDigits = [10][5]uint8{
	{0xE, 0xA, 0xA, 0xA, 0xE}, {0x4, 0xC, 0x4, 0x4, 0xE}, {0xE, 0x2, 0xE, 0x8, 0xE}, {0xE, 0x2, 0xE, 0x2, 0xE},
	{0xA, 0xA, 0xE, 0x2, 0x2}, {0xE, 0x8, 0xE, 0x2, 0xE}, {0xE, 0x8, 0xE, 0xA, 0xE}, {0xE, 0x2, 0x4, 0x4, 0x4},
	{0xE, 0xA, 0xE, 0xA, 0xE}, {0xE, 0xA, 0xE, 0x2, 0xE},
}

// superscripts are ⁰ to ⁹ in order of value; subscripts ₀ to ₉ are
// consecutive in Unicode.
const superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹"

// lookalikes stand in for characters the font lacks.
var lookalikes = map[rune]rune{'—': '-', '–': '-', '’': '\'', '×': 'x', '⟨': '<', '⟩': '>'}

var glyphs = func() map[rune][glyphHeight]uint8 {
	m := make(map[rune][glyphHeight]uint8, len(glyphRows))
	for r, rows := range glyphRows {
		var g [glyphHeight]uint8
		for i := range g {
			g[i] = hexByte(rows[2*i])<<4 | hexByte(rows[2*i+1])
		}
		m[r] = g
	}
	for d, rows := range smallDigits {
		var sub, sup [glyphHeight]uint8
		copy(sub[glyphHeight-len(rows):], rows[:])
		copy(sup[:], rows[:])
		m['₀'+rune(d)] = sub
		m[[]rune(superscripts)[d]] = sup
	}
	return m
}()

func hexByte(c byte) uint8 {
	if c >= 'A' {
		return c - 'A' + 10
	}
	return c - '0'
}

// glyph returns the rows of r, or of '?' if the font has no such glyph.
func glyph(r rune) [glyphHeight]uint8 {
	if g, ok := glyphs[r]; ok {
		return g
	}
	if l, ok := lookalikes[r]; ok {
		return glyphs[l]
	}
	return glyphs['?']
}

// fontScale is the whole-pixel magnification that draws text of the given
// pixel size.
func fontScale(size float64) float64 {
	return float64(max(1, int(size/8)))
}
