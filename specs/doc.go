// Package specs keeps OpenAPI documents beside the collections they
// describe: it stores documents with their declared-operation index,
// binds a collection to one (stamping each request with the operation it
// sends), matches, describes, diffs and syncs a collection against a
// document, exports a collection back into its document, and measures
// from the responses of real collection runs which operations and status
// codes were exercised and which bodies broke their declared schema.
//
// Documents are read once by the import mapping (importers.ReadSpec): the
// fields a diff compares and a sync writes are exactly the fields an
// import derives, never a second derivation. Schemas are validated with
// kin-openapi.
package specs
