/usr/bin/hey -c 50 -z 10s http://127.0.0.1:35173/
