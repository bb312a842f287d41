package importers

import (
	"errors"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

// Every decoder of an import document shares codec.MaxDepth: each accepts
// a document MaxDepth levels deep and refuses one a level deeper, as a
// limit (ErrDocumentLimit or codec's *LimitError), not as a crash or a
// format it does not know.
func TestEveryImportDecoderSharesTheDepthLimit(t *testing.T) {
	t.Parallel()
	if MaxDepth != codec.MaxDepth {
		t.Fatalf("importers.MaxDepth is %d, codec.MaxDepth %d", MaxDepth, codec.MaxDepth)
	}
	// jsonDoc is an OpenAPI object holding arrays: levels containers in all.
	jsonDoc := func(levels int) []byte {
		return []byte(`{"openapi":"3.1.0","x":` + strings.Repeat("[", levels-1) + strings.Repeat("]", levels-1) + "}")
	}
	// yamlDoc is a block mapping levels mappings deep, root included.
	yamlDoc := func(levels int) []byte { return []byte("openapi: 3.1.0\n" + yamlNested(levels-1)) }
	xmlDoc := func(levels int) []byte {
		return []byte(`<jmeterTestPlan>` + strings.Repeat("<hashTree>", levels-1) + strings.Repeat("</hashTree>", levels-1) + `</jmeterTestPlan>`)
	}
	isLimit := func(err error) bool {
		var le *codec.LimitError
		return errors.Is(err, ErrDocumentLimit) || errors.As(err, &le)
	}
	decoders := []struct {
		name   string
		doc    func(levels int) []byte
		decode func(doc []byte) error
	}{
		{"Detect reading JSON", jsonDoc, func(doc []byte) error { _, err := Detect(doc); return err }},
		{"Detect reading YAML", yamlDoc, func(doc []byte) error { _, err := Detect(doc); return err }},
		{"codec's ordered decoder building the OpenAPI tree", jsonDoc, func(doc []byte) error { _, err := oaDecodeJSON(doc); return err }},
		{"the OpenAPI mapper reading a document's JSON", jsonDoc, func(doc []byte) error {
			_, err := mapOpenAPI(&Document{Format: FormatOpenAPI3, Raw: doc, JSON: doc}, Options{})
			return err
		}},
		{"the OpenAPI tree reading YAML", yamlDoc, func(doc []byte) error { _, err := oaDecode(doc); return err }},
		{"codec's YAML decoder", yamlDoc, func(doc []byte) error { _, err := codec.YAMLToJSON(doc); return err }},
		{"the JMeter XML reader", xmlDoc, func(doc []byte) error { _, err := jmxParse(doc); return err }},
	}
	for _, d := range decoders {
		t.Run(d.name+" accepts MaxDepth levels and refuses one more", func(t *testing.T) {
			t.Parallel()
			if err := d.decode(d.doc(MaxDepth)); err != nil {
				t.Errorf("%d levels: %v; want accepted", MaxDepth, err)
			}
			err := d.decode(d.doc(MaxDepth + 1))
			if err == nil || !isLimit(err) {
				t.Errorf("%d levels: %v; want a depth-limit error", MaxDepth+1, err)
			}
		})
	}
}
