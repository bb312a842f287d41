//go:build tools

// Package tools pins the bombardier release bench/install-peers.sh builds.
package tools

import _ "github.com/codesenberg/bombardier"
