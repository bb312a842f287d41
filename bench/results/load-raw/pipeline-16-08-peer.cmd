/usr/bin/wrk -t1 -c50 -d10s --latency --timeout 10s -s /work/main/bench/pipeline.lua http://127.0.0.1:35173/ -- 16
