//go:build linux

package scenario

// deadlineHeap is a loop's users whose sends are under way, as a binary
// min-heap on their deadlines (loopUser.dl): the earliest bounds the
// loop's wait, and arming, disarming and firing a deadline cost
// O(log users) with no allocation once the heap has grown to the loop's
// users. Each user knows its place (loopUser.hi, -1 when out).
type deadlineHeap []*loopUser

// push adds u, which is not in the heap.
func (h *deadlineHeap) push(u *loopUser) {
	u.hi = len(*h)
	*h = append(*h, u)
	h.up(u.hi)
}

// remove takes u out of the heap; nothing when it is not in it.
func (h *deadlineHeap) remove(u *loopUser) {
	i := u.hi
	if i < 0 {
		return
	}
	u.hi = -1
	q := *h
	last := len(q) - 1
	if i != last {
		q[i] = q[last]
		q[i].hi = i
	}
	q[last] = nil
	*h = q[:last]
	if i != last {
		h.down(i)
		h.up(i)
	}
}

// up moves the user at i towards the root while it is due earlier than
// its parent.
func (h deadlineHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h[i].dl.Before(h[p].dl) {
			return
		}
		h.swap(i, p)
		i = p
	}
}

// down moves the user at i towards the leaves while a child is due
// earlier.
func (h deadlineHeap) down(i int) {
	for {
		c := 2*i + 1
		if c >= len(h) {
			return
		}
		if r := c + 1; r < len(h) && h[r].dl.Before(h[c].dl) {
			c = r
		}
		if !h[c].dl.Before(h[i].dl) {
			return
		}
		h.swap(i, c)
		i = c
	}
}

// swap exchanges the users at i and j.
func (h deadlineHeap) swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].hi, h[j].hi = i, j
}
