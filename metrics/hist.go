package metrics

import (
	"math"
	"math/bits"
	"sync/atomic"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// Histogram geometry: values are microseconds, 1 µs resolution at the low
// end and 3 significant digits throughout, the layout of
// hdrhistogram.New(1, highest, 3). The recorders keep their counts in
// arrays of atomics with exactly hdrhistogram's index layout, so the
// collector can fold them into hdrhistogram.Histograms value by value.
const (
	sigFigs = 3
	// subBucketHalfCountMagnitude and subBucketMask for 3 significant
	// digits and a lowest discernible value of 1 (unit magnitude 0): the
	// sub-bucket count is 2048 (the power of two above 2*10^3).
	subBucketHalfCountMagnitude = 10
	subBucketHalfCount          = 1 << subBucketHalfCountMagnitude
	subBucketMask               = 2*subBucketHalfCount - 1
)

// countsIndex is hdrhistogram's countsIndexFor for our geometry.
func countsIndex(v int64) int {
	bucket := 64 - bits.LeadingZeros64(uint64(v|subBucketMask)) - (subBucketHalfCountMagnitude + 1)
	sub := int(v >> uint(bucket))
	return (bucket+1)<<subBucketHalfCountMagnitude + sub - subBucketHalfCount
}

// valueAt is the lowest value counted at index i (hdrhistogram's
// valueFromFlatIndex for our geometry).
func valueAt(i int) int64 {
	bucket := i>>subBucketHalfCountMagnitude - 1
	sub := i&(subBucketHalfCount-1) + subBucketHalfCount
	if bucket < 0 {
		sub -= subBucketHalfCount
		bucket = 0
	}
	return int64(sub) << uint(bucket)
}

// countsLen is hdrhistogram's counts length for 1..highest: one bucket
// more per doubling past the sub-bucket count, each half a sub-bucket
// count long.
func countsLen(highest int64) int {
	buckets := 1
	for v := int64(2 * subBucketHalfCount); v <= highest && v < 1<<62; v <<= 1 {
		buckets++
	}
	return (buckets + 1) << subBucketHalfCountMagnitude
}

// NewHistogram returns an empty histogram of microseconds from 1 to
// highest with 3 significant digits.
func NewHistogram(highest int64) *hdrhistogram.Histogram {
	return hdrhistogram.New(1, highest, sigFigs)
}

// counts is an array of atomic bucket counters in hdrhistogram's layout.
// Any number of goroutines may add; the collector reads and clears it only
// while no writer can touch it (see shard).
type counts []atomic.Int64

// record adds one observation of v microseconds, clamped to 0..highest.
func (c counts) record(v int64) {
	i := countsIndex(max(v, 0))
	if i >= len(c) {
		i = len(c) - 1 // clamped: drainTo records it as the highest value
	}
	c[i].Add(1)
}

// drainTo adds every non-zero count to each of dst (nil entries skipped)
// and zeroes c.
func (c counts) drainTo(dst ...*hdrhistogram.Histogram) {
	for i := range c {
		n := c[i].Load()
		if n == 0 {
			continue
		}
		c[i].Store(0)
		v := valueAt(i)
		for _, h := range dst {
			if h != nil {
				_ = h.RecordValues(min(v, h.HighestTrackableValue()), n)
			}
		}
	}
}

// Summarize returns the distribution of h (microseconds) in milliseconds,
// with Unit set; zeros for an empty histogram.
func Summarize(h *hdrhistogram.Histogram) Latency {
	if h == nil || h.TotalCount() == 0 {
		return Latency{Unit: LatencyUnit}
	}
	ms := func(us int64) float64 { return round3(float64(us) / 1000) }
	return Latency{
		Unit:  LatencyUnit,
		Min:   ms(h.Min()),
		Mean:  round3(h.Mean() / 1000),
		Stdev: round3(h.StdDev() / 1000),
		P50:   ms(h.ValueAtQuantile(50)),
		P75:   ms(h.ValueAtQuantile(75)),
		P90:   ms(h.ValueAtQuantile(90)),
		P95:   ms(h.ValueAtQuantile(95)),
		P99:   ms(h.ValueAtQuantile(99)),
		P999:  ms(h.ValueAtQuantile(99.9)),
		Max:   ms(h.Max()),
	}
}

// round3 rounds to 3 decimals (microseconds when the unit is ms).
func round3(f float64) float64 { return math.Round(f*1000) / 1000 }

// EncodeHDR encodes h in the HdrHistogram V2 compressed form (base64), the
// form Report.HDR carries; DecodeHDR reverses it.
func EncodeHDR(h *hdrhistogram.Histogram) []byte {
	b, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		return nil
	}
	return b
}

// DecodeHDR decodes a Report.HDR; merge two runs' histograms with Merge.
func DecodeHDR(b []byte) (*hdrhistogram.Histogram, error) { return hdrhistogram.Decode(b) }
