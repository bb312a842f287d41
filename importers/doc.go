// Package importers turns exported collections and API descriptions
// (Postman collection v2.0/v2.1, Postman environment and globals exports,
// Insomnia v4, OpenAPI 3.x, Swagger 2.0, JMeter test plans) into one Tree
// of tempId-linked collections, requests (with nested examples) and
// environments, plus Meta counting what was mapped, normalized or skipped.
//
// It stores nothing: POST /import/parse returns the Tree, and
// POST /import/apply writes it (package store) in one transaction. Input is
// untrusted: size and depth are bounded before parsing.
package importers
