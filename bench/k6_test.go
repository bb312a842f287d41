package bench

import (
	"errors"
	"testing"
)

func TestParseK6(t *testing.T) {
	t.Parallel()
	v1 := `
  █ TOTAL RESULTS

    checks_total.......................: 321000  32087.1/s
    checks_succeeded...................: 100.00% 321000 out of 321000
    checks_failed......................: 0.00%   0 out of 321000

    ✓ status is 200
    ✓ code is 200

    HTTP
    http_req_duration..................: med=1.2ms  p(99)=4.51ms
      { expected_response:true }.......: med=1.2ms  p(99)=4.51ms
    http_req_failed....................: 0.00%   3 out of 160500
    http_reqs..........................: 160500  16043.55/s
`
	old := `
     ✓ status is 200
     checks.........................: 100.00% ✓ 2000       ✗ 0
     http_req_duration..............: med=850µs    p(99)=1.5s
     http_req_failed................: 0.00%   ✓ 2          ✗ 998
     http_reqs......................: 1000    99.7/s
`
	cases := []struct {
		name string
		out  string
		want Measurement
		err  error
	}{
		{"v1", v1, Measurement{Tool: "k6", Requests: 160500, RPS: 16043.55, P50Ms: 1.2, P99Ms: 4.51, Errors: 3}, nil},
		{"older", old, Measurement{Tool: "k6", Requests: 1000, RPS: 99.7, P50Ms: 0.85, P99Ms: 1500, Errors: 2}, nil},
		{"no summary", "ERRO[0000] could not load the script\n", Measurement{Tool: "k6"}, ErrNoReport},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseK6([]byte(tc.out))
			if !errors.Is(err, tc.err) || got != tc.want {
				t.Fatalf("ParseK6 = %+v, %v; want %+v, %v", got, err, tc.want, tc.err)
			}
		})
	}
}
