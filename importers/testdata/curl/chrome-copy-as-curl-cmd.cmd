curl ^"http://127.0.0.1:8080/api/items?page=2^" ^
  -H ^"Accept: application/json, text/plain, */*^" ^
  -H ^"Content-Type: application/json^" ^
  -b ^"sid=s^%^3Aabc.def; csrftoken=xyz^" ^
  --data-raw ^"^{^\^"name^\^":^\^"caf^é 'latte'^\^"^}^" ^
  --insecure
