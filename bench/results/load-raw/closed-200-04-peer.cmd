/usr/bin/wrk -t1 -c200 -d8s --latency --timeout 10s http://127.0.0.1:34181/
