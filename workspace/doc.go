// Package workspace holds the resource types of the engine (Collection,
// Request, Environment, Globals), their validation, defaults, the
// null-vs-absent merge and id minting.
//
// It touches no IO. Facts it cannot know (the sibling append point, whether a
// collection or spec exists, the live config default) come from the Lookup the
// caller passes in, which the store's transaction implements, so a merge runs
// inside the same database transaction as its read and write.
//
// Object-valued fields (variables, auth, body, headers...) are kept as
// compact raw JSON with their member order intact; they are never
// round-tripped through a Go map.
package workspace
