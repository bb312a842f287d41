package workspace

import "github.com/google/uuid"

// Id prefixes of the engine's resources.
const (
	PrefixCollection  = "col"
	PrefixRequest     = "req"
	PrefixEnvironment = "env"
	PrefixExample     = "exa"
	PrefixSpec        = "spec"
	PrefixElement     = "elm"
)

// NewID mints an id of the form <prefix>_<uuidv4>.
func NewID(prefix string) string {
	return prefix + "_" + uuid.NewString()
}
