/usr/bin/h2load -t1 -c10 -m10 -D 8 https://127.0.0.1:34609/
