# A static nimber binary on a distroless base, for running a census on
# Kubernetes (docs/census.md). Build: docker build -t nimber .
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# No cgo: the binary runs on a base without a C library.
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /nimber ./cmd/nimber

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /nimber /nimber
WORKDIR /data
ENTRYPOINT ["/nimber"]
