/usr/bin/wrk -t1 -c50 -d8s --latency --timeout 10s https://127.0.0.1:34609/
