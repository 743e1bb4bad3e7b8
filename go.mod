module github.com/nimber/nimber

go 1.26.8

require go.starlark.net v0.0.0-20260908191801-89a6a09411d5

require (
	golang.org/x/image v0.44.0
	golang.org/x/sys v0.42.0
)

require golang.org/x/text v0.40.0 // indirect
