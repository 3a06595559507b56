-- wrk script for bench/api.mjs: each page request comes from one of a thousand visitors (an X-Forwarded-For address the
-- server believes with TRUST_PROXY_HOPS=1), so the owner's figures count a realistic spread of visitors, not one.
math.randomseed(os.time())
request = function()
  wrk.headers["X-Forwarded-For"] = "10.0." .. math.random(0, 3) .. "." .. math.random(1, 250)
  return wrk.format()
end
