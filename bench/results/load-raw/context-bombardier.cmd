/work/main/bench/.tools/bombardier-v1.2.6/bombardier -c 50 -d 8s -l -p r -o json http://127.0.0.1:34181/
