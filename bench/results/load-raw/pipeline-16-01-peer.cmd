/usr/bin/wrk -t1 -c50 -d8s --latency --timeout 10s -s /work/main/bench/pipeline.lua http://127.0.0.1:34181/ -- 16
