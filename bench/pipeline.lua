-- wrk script for the pipelining row of the load benchmark (the pattern of
-- wrk's scripts/pipeline.lua): every write carries `depth` requests, the
-- script's first argument (default 16). wrk counts each response.
--   wrk -t1 -c50 -d10s --latency -s bench/pipeline.lua http://127.0.0.1:PORT/ -- 16
init = function(args)
  local depth = tonumber(args[1]) or 16
  local r = {}
  for i = 1, depth do
    r[i] = wrk.format()
  end
  req = table.concat(r)
end

request = function()
  return req
end
