//go:build tools

// Package tools pins the vegeta release bench/install-peers.sh builds.
package tools

import _ "github.com/tsenart/vegeta/v12"
