package scripting

import (
	"encoding/json"
	"testing"
)

// TestXml2Json compares xml2Json with what Postman's own (xml2js 0.6 with
// Postman's options, run from Newman 6.2.2's sandbox bundle) returned for
// the same inputs: JSON.stringify of the result, or "undefined".
func TestXml2Json(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<food><key>Homestyle Breakfast</key><value>950</value></food>", "{\"food\":{\"key\":\"Homestyle Breakfast\",\"value\":\"950\"}}"},
		{"<root a=\"1\" b=\"2\">\n  <item id=\"x\">one</item>\n  <item>two</item>\n  <empty/>\n  <blank>   </blank>\n  <mixed>  hi <b>x</b> there  </mixed>\n  <c><![CDATA[<tag> & stuff]]></c>\n  <ws><![CDATA[ ]]></ws>\n  <item>three</item>\n</root>", "{\"root\":{\"$\":{\"a\":\"1\",\"b\":\"2\"},\"item\":[{\"_\":\"one\",\"$\":{\"id\":\"x\"}},\"two\",\"three\"],\"empty\":\"\",\"blank\":\"   \",\"mixed\":{\"_\":\"hi  there\",\"b\":\"x\"},\"c\":\"<tag> & stuff\",\"ws\":\"\"}}"},
		{"<soap:Envelope xmlns:soap=\"http://s\"><soap:Body><m:r xmlns:m=\"urn:m\">1</m:r></soap:Body></soap:Envelope>", "{\"soap:Envelope\":{\"$\":{\"xmlns:soap\":\"http://s\"},\"soap:Body\":{\"m:r\":{\"_\":\"1\",\"$\":{\"xmlns:m\":\"urn:m\"}}}}}"},
		{"<a>&lt;x&gt; &amp; &#65;</a>", "{\"a\":\"<x> & A\"}"},
		{"{\"json\":1}", "undefined"},
		{"<a><b></a>", "undefined"},
		{"", "null"},
		{"   ", "null"},
		{"<a/>junk", "{\"a\":\"\"}"},
		{"<a/><b/>", "{\"a\":\"\"}"},
		{"<a><b/>text</a>", "{\"a\":{\"_\":\"text\",\"b\":\"\"}}"},
		{"<!-- c --><!DOCTYPE a><a x='1'/>", "{\"a\":{\"$\":{\"x\":\"1\"}}}"},
		{"<a>unclosed", "undefined"},
		{"hello <a/>", "undefined"},
		{"<a><x>1</x><y>2</y><x>3</x></a>", "{\"a\":{\"x\":[\"1\",\"3\"],\"y\":\"2\"}}"},
		{"<a attr=\"v\"></a>", "{\"a\":{\"$\":{\"attr\":\"v\"}}}"},
		{"<a>\n  \n</a>", "{\"a\":\"\\n  \\n\"}"},
	}
	for _, c := range cases {
		src, _ := json.Marshal(c.in)
		res := testSandbox.Run(t.Context(), Input{Phase: PhasePost, Script: "var v = xml2Json(" + string(src) + "); console.log(v === undefined ? 'undefined' : JSON.stringify(v));"})
		if res.Error != "" || len(res.Console) != 1 {
			t.Errorf("xml2Json(%q): Error %q, console %+v", c.in, res.Error, res.Console)
			continue
		}
		if got := res.Console[0].Text; got != c.want {
			t.Errorf("xml2Json(%q) = %s; want %s", c.in, got, c.want)
		}
	}
}
