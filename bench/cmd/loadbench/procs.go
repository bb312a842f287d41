package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

// userHZ is the clock tick of /proc/stat and /proc/<pid>/stat: USER_HZ,
// fixed at 100 in Linux's user ABI whatever the kernel's HZ.
const userHZ = 100

// cpuTimes reads /proc/stat's per-CPU lines.
func cpuTimes() (map[int]bench.CPUTimes, error) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return nil, err
	}
	return bench.ParseProcStat(b)
}

// pidCPU is a process's user + system CPU time (every thread) so far.
func pidCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, err
	}
	ticks, err := bench.ParsePidStatCPU(b)
	if err != nil {
		return 0, err
	}
	return time.Duration(ticks) * time.Second / userHZ, nil
}

// pidKB reads a /proc/<pid>/status field in KiB (VmHWM, VmRSS).
func pidKB(pid int, field string) (int64, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, err
	}
	return bench.ParseStatusKB(b, field)
}

// resetPeakRSS sets a process's VmHWM back to its current RSS (writing 5
// to /proc/<pid>/clear_refs, Linux 4.0 and later), so that the peak read
// after a run is that run's.
func resetPeakRSS(pid int) error {
	return os.WriteFile("/proc/"+strconv.Itoa(pid)+"/clear_refs", []byte("5"), 0)
}

// idleCheck waits until both CPUs were under limit % busy over one
// window, looking at most tries times. It returns how long it waited and
// the busy shares of CPU 0 and 1 at the last look; idle is false when the
// machine never got quiet.
func idleCheck(ctx context.Context, window time.Duration, limit float64, tries int) (waited time.Duration, busy [2]float64, idle bool) {
	start := time.Now()
	for i := 0; i < tries && ctx.Err() == nil; i++ {
		if i > 0 {
			sleep(ctx, window)
		}
		a, err := cpuTimes()
		if err != nil {
			return time.Since(start), busy, false
		}
		sleep(ctx, window)
		b, err := cpuTimes()
		if err != nil {
			return time.Since(start), busy, false
		}
		busy = [2]float64{bench.BusyPct(a[0], b[0]), bench.BusyPct(a[1], b[1])}
		if busy[0] < limit && busy[1] < limit {
			return time.Since(start) - window, busy, true
		}
	}
	return time.Since(start), busy, false
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// placement is where a process runs: the CPU it is pinned to and its nice
// value (0: unchanged).
type placement struct {
	cpu, nice int
}

// pinned returns a command that runs name pinned to p.cpu with taskset
// (under nice -n p.nice when set, so every thread starts with it), in a
// process group of its own that ctx's end kills whole (SIGKILL), and that
// dies with this process. taskset and nice exec the tool: the child's pid
// and rusage are the tool's.
func pinned(ctx context.Context, p placement, name string, args ...string) *exec.Cmd {
	argv := append([]string{"taskset", "-c", strconv.Itoa(p.cpu), name}, args...)
	if p.nice != 0 {
		argv = append([]string{"nice", "-n", strconv.Itoa(p.nice)}, argv...)
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second
	return cmd
}

// stopGroup ends a started command: SIGTERM to its group, SIGKILL after
// grace, then reaps it.
func stopGroup(cmd *exec.Cmd, grace time.Duration) {
	if cmd == nil || cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(grace):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}

// childUsage is the CPU time and peak RSS of a reaped child from its
// wait4 rusage (taskset execs the tool, so the child is the tool).
func childUsage(ps *os.ProcessState) (cpu time.Duration, maxRSSKiB int64, err error) {
	if ps == nil {
		return 0, 0, errors.New("the process was not reaped")
	}
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, 0, fmt.Errorf("no rusage for %v", ps)
	}
	cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return cpu, ru.Maxrss, nil // Linux: ru_maxrss is in KiB
}
