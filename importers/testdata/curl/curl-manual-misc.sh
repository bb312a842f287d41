$ curl -I https://example.com/
curl -sSL -b "session=abc; theme=dark" -A "Mozilla/5.0" -e https://ref.example/ --max-redirs 3 https://example.com/page
curl -G -d "q=search term" --data-urlencode "lang=en us" https://example.com/search && curl --digest -u alice:secret https://example.com/protected
curl --aws-sigv4 "aws:amz:us-east-1:execute-api" --user "AKIA:SECRET" https://abc.execute-api.us-east-1.amazonaws.com/prod/items
curl --oauth2-bearer mF_9.B5f-4.1JqM --url https://api.example.com/me -o out.json
