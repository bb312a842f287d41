package sender

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestJSONRPCEnvelopeKeepsTheBytesItDoesNotAdd(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, content, want string
	}{
		{"an object with a string jsonrpc is sent byte for byte",
			`{ "id": 7, "jsonrpc" : "2.0",  "method":"m" }`, `{ "id": 7, "jsonrpc" : "2.0",  "method":"m" }`},
		{"any string jsonrpc counts, even another version",
			`{"jsonrpc":"1.0","method":"m"}`, `{"jsonrpc":"1.0","method":"m"}`},
		{"a missing jsonrpc and id are added at the end",
			`{"method":"sum","params":[1,2]}`, `{"method":"sum","params":[1,2],"jsonrpc":"2.0","id":1}`},
		{"member order is kept where a map would sort it",
			`{"zeta":1,"method":"m","alpha":{"y":1,"b":2}}`, `{"zeta":1,"method":"m","alpha":{"y":1,"b":2},"jsonrpc":"2.0","id":1}`},
		{"a declared id is kept and only jsonrpc is added",
			`{"id":"abc","method":"m"}`, `{"id":"abc","method":"m","jsonrpc":"2.0"}`},
		{"a null id is declared and kept",
			`{"method":"m","id":null}`, `{"method":"m","id":null,"jsonrpc":"2.0"}`},
		{"a non-string jsonrpc is set to 2.0 in place",
			`{"jsonrpc":2,"method":"m"}`, `{"jsonrpc":"2.0","method":"m","id":1}`},
		{"a null jsonrpc amid spacing is replaced in place, the rest untouched",
			`{ "method" : "m" , "jsonrpc" : null , "params" : {"z":1, "a":2} }`,
			`{ "method" : "m" , "jsonrpc" : "2.0" , "params" : {"z":1, "a":2},"id":1 }`},
		{"an object jsonrpc with an id is replaced without adding one",
			`{"jsonrpc":{"v":2},"id":3}`, `{"jsonrpc":"2.0","id":3}`},
		{"pretty printed text keeps its layout",
			"{\n  \"method\": \"m\",\n  \"params\": [\n    1\n  ]\n}\n",
			"{\n  \"method\": \"m\",\n  \"params\": [\n    1\n  ],\"jsonrpc\":\"2.0\",\"id\":1\n}\n"},
		{"escapes, number spellings and escaped keys keep their bytes",
			`{"meth\u006fd":"\u00e9\/x","n":1.50e+2,"big":12345678901234567890}`,
			`{"meth\u006fd":"\u00e9\/x","n":1.50e+2,"big":12345678901234567890,"jsonrpc":"2.0","id":1}`},
		{"a number as the last value ends where it should",
			`{"method":"m","params":1e3 }`, `{"method":"m","params":1e3,"jsonrpc":"2.0","id":1 }`},
		{"space around the object is kept",
			" \t{\"method\":\"m\"}\r\n", " \t{\"method\":\"m\",\"jsonrpc\":\"2.0\",\"id\":1}\r\n"},
		{"an empty object gets both members", `{}`, `{"jsonrpc":"2.0","id":1}`},
		{"an empty object with space gets both members after the brace", `{ }`, `{"jsonrpc":"2.0","id":1 }`},
		{"a repeated key counts by its last occurrence, which is replaced",
			`{"jsonrpc":"2.0","method":"m","jsonrpc":1}`, `{"jsonrpc":"2.0","method":"m","jsonrpc":"2.0","id":1}`},
		{"a repeated key whose last occurrence is a string is verbatim",
			`{"jsonrpc":1,"jsonrpc":"2.0"}`, `{"jsonrpc":1,"jsonrpc":"2.0"}`},
		{"a batch array is sent verbatim",
			`[{"method":"a"},{"method":"b"}]`, `[{"method":"a"},{"method":"b"}]`},
		{"a JSON scalar is sent verbatim", `"m"`, `"m"`},
		{"an object that does not parse is sent verbatim",
			`{"method":"{{m}}","params":{{p}}}`, `{"method":"{{m}}","params":{{p}}}`},
		{"an object with trailing text is sent verbatim", `{"method":"m"} x`, `{"method":"m"} x`},
		{"text that is not JSON is sent verbatim", `method m`, `method m`},
		{"empty content is sent empty", ``, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := BuildPayload("POST", contentBody("jsonrpc", tt.content))
			if err != nil {
				t.Fatal(err)
			}
			want := Payload{ContentType: "application/json", Body: []byte(tt.want)}
			if diff := cmp.Diff(want, got, payloadOpts); diff != "" {
				t.Errorf("jsonrpc of %q (-want +got):\n%s", tt.content, diff)
			}
		})
	}
}

func TestJSONRPCEnvelopeIsTheSameOnEveryMethod(t *testing.T) {
	t.Parallel()
	for _, method := range []string{"GET", "PUT", "DELETE"} {
		t.Run(method+" sends the envelope as a body too", func(t *testing.T) {
			t.Parallel()
			got, err := BuildPayload(method, contentBody("jsonrpc", `{"method":"m"}`))
			if err != nil {
				t.Fatal(err)
			}
			want := Payload{ContentType: "application/json", Body: []byte(`{"method":"m","jsonrpc":"2.0","id":1}`)}
			if diff := cmp.Diff(want, got, payloadOpts); diff != "" {
				t.Errorf("jsonrpc over %s (-want +got):\n%s", method, diff)
			}
		})
	}
}
