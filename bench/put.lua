-- wrk script for PUT /requests/:id: cycles over the seeded request ids
-- (one per line in the file named by $BENCH_IDS) and sends each update a
-- distinct description, so every PUT is a real change of a stored row.
--
-- The requests go through wrk.headers, whose Host carries the port: the
-- engine refuses a Host without it.

local ids = {}
local counter = 0
local threads = 0

-- setup runs in the main state once per thread; tag becomes a global of
-- that thread's state, so two threads never send the same description.
function setup(thread)
  threads = threads + 1
  thread:set("tag", threads)
end

function init(args)
  local path = os.getenv("BENCH_IDS")
  if path == nil or path == "" then
    error("BENCH_IDS must name the file of request ids")
  end
  for line in io.lines(path) do
    if line ~= "" then
      ids[#ids + 1] = line
    end
  end
  if #ids == 0 then
    error("no request ids in " .. path)
  end
  wrk.method = "PUT"
  wrk.headers["Content-Type"] = "application/json"
end

function request()
  counter = counter + 1
  local id = ids[(counter % #ids) + 1]
  local body = '{"description":"edited by make bench, thread ' .. tostring(tag) .. ' revision ' .. counter .. '"}'
  return wrk.format(nil, "/requests/" .. id, nil, body)
end
