package games

import "github.com/nimber/nimber/game"

// What each catalog family offers beyond game.Family and game.Component;
// the table in package analysis's doc says the same in prose.
var (
	_ game.MisereFamily = (*nimFamily)(nil)
	_ interface {
		game.ValueMover
		game.MoveCounter
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = (*nimHeap)(nil)

	_ interface {
		game.Keyer
		game.ValueMover
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = bashHeap{}

	_ interface {
		game.ValueMover
		game.MoveLister
		game.MoveCounter
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = laskerHeap{}

	_ interface {
		game.Counter
		game.GenusFamily
		game.QuotientFamily
	} = (*subtractionFamily)(nil)
	_ interface {
		game.Keyer
		game.ValueMover
		game.MoveLister
		game.MoveCounter
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = subtractionHeap{}

	_ interface {
		game.Counter
		game.GenusFamily
		game.QuotientFamily
	} = (*octalFamily)(nil)
	_ interface {
		game.Keyer
		game.ValueMover
		game.Mover
		game.Sampler
		game.OptionReader
		game.OptionSampler
	} = octalHeap{}

	_ game.Counter = (*wythoffFamily)(nil)
	_ interface {
		game.ValueMover
		game.Mover
		game.Outcomer
		game.OptionReader
		game.OptionSampler
	} = wythoffPos{}

	_ interface {
		game.ValueMover
		game.Mover
		game.Outcomer
		game.OptionReader
		game.OptionSampler
	} = euclidPos{}

	_ game.Counter = (*fibonacciFamily)(nil)
	_ interface {
		game.ValueMover
		game.Mover
		game.Outcomer
		game.OptionReader
		game.OptionSampler
	} = fibPos{}

	_ game.Counter = (*mooreFamily)(nil)
	_ interface {
		game.Keyer
		game.ValueMover
		game.Mover
		game.Outcomer
	} = moorePos{}

	_ interface {
		game.ValueMover
		game.MoveLister
		game.MoveCounter
		game.Changer
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = staircase{}

	_ interface {
		game.Keyer
		game.ValueMover
		game.Mover
		game.OptionReader
		game.OptionSampler
	} = reversibleHeap{}

	_ interface {
		game.MisereFamily
		game.Nouner
	} = (*coinFamily)(nil)
	_ interface {
		game.Keyer
		game.ValueMover
		game.MoveLister
		game.MoveCounter
		game.Mover
		game.Sampler
		game.OptionReader
		game.OptionSampler
	} = headsRun{}

	_ interface {
		game.MisereFamily
		game.Nouner
	} = (*productFamily)(nil)
	_ interface {
		game.Keyer
		game.ValueMover
		game.MoveLister
		game.MoveCounter
		game.Mover
		game.Sampler
		game.OptionReader
		game.OptionSampler
	} = headsRect{}

	_ game.Nouner = (*hackenbushFamily)(nil)
	_ interface {
		game.ValueMover
		game.Mover
	} = tree{}
	_ game.Mover = picture{}
)
