package mgmt

import "github.com/svc-engine/svc-engine/mocks"

// SideServers is the engine's host of side servers (mock servers, webhook
// inboxes, mock issuers); the engine stops them all on shutdown.
func (s *Server) SideServers() *mocks.Host { return s.side }
