package mgmt

import "github.com/fasthttp/router"

// routes registers every endpoint. docs/openapi.yaml describes each one.
func (s *Server) routes(r *router.Router) {
	r.GET("/health", s.h(s.health))
	r.POST("/shutdown", s.h(s.shutdownRoute))
	r.GET("/config", s.h(s.getConfig))
	r.POST("/config", s.h(s.postConfig))

	// Backups (issue 18).
	r.POST("/backup", s.h(s.postBackup))
	r.GET("/backups", s.h(s.listBackups))

	r.GET("/collections", s.h(s.listCollections))
	r.POST("/collections", s.h(s.createCollection))
	r.GET("/collections/{id}", s.h(s.getCollection))
	r.PUT("/collections/{id}", s.h(s.updateCollection))
	r.DELETE("/collections/{id}", s.h(s.deleteCollection))

	r.GET("/requests", s.h(s.listRequests))
	r.POST("/requests", s.h(s.createRequest))
	r.GET("/requests/{id}", s.h(s.getRequest))
	r.PUT("/requests/{id}", s.h(s.updateRequest))
	r.DELETE("/requests/{id}", s.h(s.deleteRequest))

	r.GET("/environments", s.h(s.listEnvironments))
	r.POST("/environments", s.h(s.createEnvironment))
	r.GET("/environments/{id}", s.h(s.getEnvironment))
	r.PUT("/environments/{id}", s.h(s.updateEnvironment))
	r.DELETE("/environments/{id}", s.h(s.deleteEnvironment))

	r.GET("/globals", s.h(s.getGlobals))
	r.POST("/globals", s.h(s.postGlobals))

	r.GET("/requests/{id}/examples", s.h(s.listExamples))
	r.POST("/requests/{id}/examples", s.h(s.createExample))
	r.GET("/requests/{id}/examples/{exampleId}", s.h(s.getExample))
	r.PUT("/requests/{id}/examples/{exampleId}", s.h(s.updateExample))
	r.DELETE("/requests/{id}/examples/{exampleId}", s.h(s.deleteExample))

	r.GET("/trash", s.h(s.listTrash))
	r.POST("/trash/{id}/restore", s.h(s.restoreTrash))
	r.DELETE("/trash/{id}", s.h(s.purgeTrash))

	r.POST("/reorder", s.h(s.reorder))

	r.POST("/import/parse", s.h(s.importParse))
	r.POST("/import/apply", s.h(s.importApply))
	r.POST("/import", s.h(s.importOneCall))
	r.POST("/import/fetch", s.h(s.importFetch))

	// specs: OpenAPI documents (mgmt/specs.go, package specs).
	r.POST("/specs", s.h(s.createSpec))
	r.GET("/specs/{id}", s.h(s.getSpec))
	r.GET("/specs/{id}/meta", s.h(s.getSpecMeta))
	r.DELETE("/specs/{id}", s.h(s.deleteSpec))
	r.GET("/specs/{id}/coverage", s.h(s.specCoverage))
	r.POST("/specs/bind", s.h(s.bindSpec))
	r.POST("/specs/match", s.h(s.matchSpec))
	r.POST("/specs/diff", s.h(s.diffSpec))
	r.POST("/specs/sync", s.h(s.syncSpec))
	r.POST("/specs/export", s.h(s.exportSpec))
	r.POST("/specs/describe", s.h(s.describeSpec))

	// auth: exports back out (Postman v2.1, cURL).
	r.POST("/export/postman", s.h(s.exportPostman))
	r.POST("/export/curl", s.h(s.exportCurl))

	r.GET("/elements/kinds", s.h(s.elementKinds))

	r.POST("/compose", s.h(s.composeRoute))
	r.POST("/execute", s.h(s.execute))
	r.POST("/request", s.h(s.executeDeprecated))
	r.GET("/history", s.h(s.listHistory))
	r.GET("/history/{id}", s.h(s.getHistory))
	r.GET("/cookies", s.h(s.listCookies))
	r.DELETE("/cookies", s.h(s.deleteCookies))
	r.GET("/client-certificates", s.h(s.listClientCerts))
	r.POST("/client-certificates", s.h(s.createClientCert))
	r.GET("/client-certificates/{id}", s.h(s.getClientCert))
	r.PUT("/client-certificates/{id}", s.h(s.updateClientCert))
	r.DELETE("/client-certificates/{id}", s.h(s.deleteClientCert))

	r.POST("/runs", s.h(s.startRun))
	r.GET("/runs", s.h(s.listRuns))
	r.GET("/runs/compare", s.h(s.compareRuns))
	r.GET("/runs/{id}", s.h(s.getRun))
	r.DELETE("/runs/{id}", s.h(s.deleteRun))
	r.GET("/runs/{id}/report", s.h(s.getRunReport))
	r.GET("/runs/{id}/live", s.h(s.liveRun))
	r.GET("/runs/{id}/metrics", s.h(s.getRunMetrics))
	r.GET("/runs/{id}/samples", s.h(s.getRunSamples))
	r.GET("/runs/{id}/monitor", s.h(s.getRunMonitor))
	r.GET("/runs/{id}/events", s.h(s.getRunEvents))
	r.POST("/runs/{id}/stop", s.h(s.stopRun))
	r.PUT("/runs/{id}/baseline", s.h(s.setBaseline))
	// Side servers (mocks): mock servers, webhook inboxes, connection diagnostics.
	r.POST("/mock", s.h(s.createMock))
	r.GET("/mock", s.h(s.listMocks))
	r.GET("/mock/{id}", s.h(s.getMock))
	r.DELETE("/mock/{id}", s.h(s.deleteMock))
	r.GET("/mock/{id}/routes", s.h(s.mockRoutes))
	r.GET("/mock/{id}/activity", s.h(s.mockActivity))
	r.POST("/mock/{id}/start", s.h(s.startMock))
	r.POST("/mock/{id}/stop", s.h(s.stopMock))
	r.POST("/inbox", s.h(s.createInbox))
	r.GET("/inbox", s.h(s.listInboxes))
	r.GET("/inbox/{id}", s.h(s.getInbox))
	r.PUT("/inbox/{id}", s.h(s.updateInbox))
	r.DELETE("/inbox/{id}", s.h(s.deleteInbox))
	r.POST("/inbox/{id}/start", s.h(s.startInbox))
	r.POST("/inbox/{id}/stop", s.h(s.stopInbox))
	r.GET("/inbox/{id}/captures", s.h(s.inboxCaptures))
	r.DELETE("/inbox/{id}/captures", s.h(s.clearInbox))
	r.GET("/inbox/{id}/live", s.h(s.inboxLive))
	r.POST("/diagnostics/connection", s.h(s.diagnoseConnection))
	// Deprecated aliases (Versioning): the same handlers, marked.
	r.POST("/run", s.h(s.deprecated("POST /run", "POST /runs", s.startRun)))
	r.GET("/run/{id}", s.h(s.deprecated("GET /run/{id}", "GET /runs/{id}", s.getRun)))
	r.DELETE("/run/{id}", s.h(s.deprecated("DELETE /run/{id}", "DELETE /runs/{id}", s.deleteRun)))
	r.POST("/run/{id}/stop", s.h(s.deprecated("POST /run/{id}/stop", "POST /runs/{id}/stop", s.stopRun)))
	r.GET("/run/{id}/report", s.h(s.deprecated("GET /run/{id}/report", "GET /runs/{id}/report", s.getRunReport)))
	r.GET("/metrics/live/{id}", s.h(s.deprecated("GET /metrics/live/{id}", "GET /runs/{id}/live", s.liveRun)))
	r.GET("/stats/{id}", s.h(s.deprecated("GET /stats/{id}", "GET /runs/{id}/metrics", s.legacyStats)))

	// OAuth 2 tokens at send and the mock OAuth 2 / OIDC issuer (oauth).
	r.POST("/oauth2/token", s.h(s.fetchToken))
	r.GET("/oauth2/tokens", s.h(s.listTokens))
	r.DELETE("/oauth2/tokens", s.h(s.deleteTokens))
	r.POST("/oauth2/authorize", s.h(s.authorize))
	r.POST("/mock-issuer", s.h(s.createIssuer))
	r.GET("/mock-issuer", s.h(s.listIssuers))
	r.GET("/mock-issuer/{id}", s.h(s.getIssuer))
	r.PUT("/mock-issuer/{id}", s.h(s.updateIssuer))
	r.DELETE("/mock-issuer/{id}", s.h(s.deleteIssuer))
	r.POST("/mock-issuer/{id}/start", s.h(s.startIssuer))
	r.POST("/mock-issuer/{id}/stop", s.h(s.stopIssuerRoute))
}
