/usr/bin/hey -c 50 -z 8s http://127.0.0.1:34181/
