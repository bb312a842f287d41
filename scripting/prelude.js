// The pm API of the script sandbox (Postman sandbox semantics). Loaded once
// per runtime; begin and finish bracket every script run. Host calls go to
// svc, the Go side (sandbox_host.go), which reads the run in progress.
(function (global, svc) {
'use strict';

var chai = require('chai');
var _ = require('lodash');
// chai's proxies (which turn a misspelt property into an error) cost about
// a third of every assertion in goja; Postman collections are written and
// debugged in Postman, where such typos already fail, so we skip them.
chai.config.useProxy = false;

var SCOPE_GLOBALS = 0, SCOPE_COLLECTION = 1, SCOPE_ENVIRONMENT = 2, SCOPE_DATA = 3, SCOPE_LOCALS = 4, SCOPE_RESOLVED = -1;

function hide(obj, name, value) {
	Object.defineProperty(obj, name, { value: value, writable: true, configurable: true, enumerable: false });
}

// A lazy global loads on first read; a script assigning it changes it for
// that run only (the runtime is reused by later runs). It cannot be
// deleted, like the legacy globals, so clean's count of globals holds.
function lazyGlobal(name, get) {
	Object.defineProperty(global, name, {
		configurable: false,
		enumerable: false,
		get: function () { return run && run.legacy.hasOwnProperty(name) ? run.legacy[name] : get(); },
		set: function (v) { if (run) { run.legacy[name] = v; } }
	});
}

// ---- console: util.inspect-lite ----

function inspect(v, depth, seen) {
	if (v === null) { return 'null'; }
	switch (typeof v) {
	case 'undefined': return 'undefined';
	case 'string': return depth === 0 ? v : "'" + v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
	case 'number': return (v === 0 && 1 / v < 0) ? '-0' : String(v);
	case 'bigint': return String(v) + 'n';
	case 'boolean': return String(v);
	case 'symbol': return v.toString();
	case 'function': return '[Function: ' + (v.name || '(anonymous)') + ']';
	}
	seen = seen || [];
	if (seen.indexOf(v) >= 0) { return '[Circular]'; }
	if (v instanceof Error) { return v.stack || (v.name + ': ' + v.message); }
	if (v instanceof Date) { return isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString(); }
	if (v instanceof RegExp) { return String(v); }
	if (depth > 2) { return Array.isArray(v) ? '[Array]' : '[Object]'; }
	seen.push(v);
	var parts, out;
	if (Array.isArray(v)) {
		parts = [];
		for (var i = 0; i < v.length && i < 100; i++) { parts.push(inspect(v[i], depth + 1, seen)); }
		if (v.length > 100) { parts.push('... ' + (v.length - 100) + ' more items'); }
		out = parts.length ? '[ ' + parts.join(', ') + ' ]' : '[]';
	} else if (typeof v.toJSON === 'function' && !(v.constructor === Object)) {
		out = inspect(v.toJSON(), depth, seen);
	} else {
		parts = [];
		var keys = Object.keys(v);
		for (var k = 0; k < keys.length; k++) {
			var key = /^[A-Za-z_$][\w$]*$/.test(keys[k]) ? keys[k] : inspect(keys[k], 1);
			parts.push(key + ': ' + inspect(v[keys[k]], depth + 1, seen));
		}
		out = parts.length ? '{ ' + parts.join(', ') + ' }' : '{}';
	}
	seen.pop();
	return out;
}

function format(args) {
	var first = args[0], rest = 1, out;
	if (typeof first === 'string' && first.indexOf('%') >= 0 && args.length > 1) {
		out = first.replace(/%[sdifjoOc%]/g, function (m) {
			if (m === '%%') { return '%'; }
			if (rest >= args.length) { return m; }
			var a = args[rest++];
			switch (m) {
			case '%s': return typeof a === 'string' ? a : inspect(a, 1);
			case '%d': case '%i': return String(m === '%i' ? parseInt(a, 10) : Number(a));
			case '%f': return String(parseFloat(a));
			case '%j': try { return JSON.stringify(a); } catch (e) { return '[Circular]'; }
			case '%c': return '';
			default: return inspect(a, 1);
			}
		});
	} else {
		out = args.length ? inspect(first, 0) : '';
	}
	for (; rest < args.length; rest++) { out += ' ' + inspect(args[rest], 0); }
	return out;
}

var consoleObj = {};
['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
	consoleObj[level] = function () { svc.console(level, format(Array.prototype.slice.call(arguments))); };
});
consoleObj.trace = consoleObj.debug;
global.console = consoleObj;

// ---- timers, atob/btoa, crypto.getRandomValues ----

global.setTimeout = function (fn, ms) { return svc.setTimer.apply(null, [fn, ms, false].concat(Array.prototype.slice.call(arguments, 2))); };
global.setInterval = function (fn, ms) { return svc.setTimer.apply(null, [fn, ms, true].concat(Array.prototype.slice.call(arguments, 2))); };
global.setImmediate = function (fn) { return svc.setTimer.apply(null, [fn, 0, false].concat(Array.prototype.slice.call(arguments, 1))); };
global.clearTimeout = global.clearInterval = global.clearImmediate = function (id) { if (id !== undefined && id !== null) { svc.clearTimer(id); } };
global.atob = function (s) { return svc.atob(s); };
global.btoa = function (s) { return svc.btoa(s); };
// Postman's legacy xml2Json: xml2js output (explicitArray false, trim).
global.xml2Json = function (s) { return svc.xml2Json(String(s)); };
global.crypto = {
	getRandomValues: function (arr) {
		var src = new Uint8Array(svc.randomBytes(arr.byteLength));
		new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength).set(src);
		return arr;
	}
};
global._ = _;
// Postman's legacy sandbox gives strings has(), which old collections use
// as responseBody.has("text").
if (!String.prototype.has) {
	Object.defineProperty(String.prototype, 'has', { configurable: true, writable: true, value: function (v) { return this.indexOf(v) > -1; } });
}
lazyGlobal('CryptoJS', function () { return require('crypto-js'); });
lazyGlobal('tv4', function () { return require('tv4'); });
lazyGlobal('moment', function () { return require('moment'); });

// ---- property lists (headers, query parameters) ----

function toPairs(src) {
	// Accepts [{key, value}], {name: value}, "K: v\nK2: v2", or one {key, value}.
	if (src === undefined || src === null) { return []; }
	if (typeof src === 'string') {
		return src.split(/\r?\n/).filter(Boolean).map(function (line) {
			var i = line.indexOf(':');
			return i < 0 ? { key: line.trim(), value: '' } : { key: line.slice(0, i).trim(), value: line.slice(i + 1).trim() };
		});
	}
	if (Array.isArray(src)) {
		return src.map(function (e) { return { key: String(e.key !== undefined ? e.key : e.name), value: e.value === undefined ? '' : e.value === null ? null : String(e.value), disabled: !!e.disabled }; });
	}
	if (src instanceof PropertyList) { return src.all().map(function (e) { return { key: e.key, value: e.value, disabled: e.disabled }; }); }
	if (typeof src === 'object' && 'key' in src) { return [{ key: String(src.key), value: src.value === undefined || src.value === null ? '' : String(src.value), disabled: !!src.disabled }]; }
	return Object.keys(src).map(function (k) { return { key: k, value: src[k] === undefined || src[k] === null ? '' : String(src[k]) }; });
}

function PropertyList(items, caseInsensitive) {
	hide(this, 'members', toPairs(items));
	hide(this, '_ci', !!caseInsensitive);
}
PropertyList.prototype = {
	_eq: function (a, b) { return this._ci ? String(a).toLowerCase() === String(b).toLowerCase() : String(a) === String(b); },
	_active: function () { return this.members.filter(function (m) { return !m.disabled; }); },
	one: function (key) {
		var a = this._active();
		for (var i = a.length - 1; i >= 0; i--) { if (this._eq(a[i].key, key)) { return a[i]; } }
		return undefined;
	},
	get: function (key) { var m = this.one(key); return m ? m.value : undefined; },
	has: function (key, value) {
		if (key && typeof key === 'object') { value = key.value; key = key.key; }
		var self = this;
		return this._active().some(function (m) { return self._eq(m.key, key) && (value === undefined || m.value === String(value)); });
	},
	all: function () { return this.members.slice(); },
	count: function () { return this.members.length; },
	idx: function (i) { return this.members[i]; },
	indexOf: function (item) { var key = typeof item === 'string' ? item : item && item.key; var self = this; return _.findIndex(this.members, function (m) { return self._eq(m.key, key); }); },
	each: function (fn, ctx) { this.members.forEach(fn, ctx); },
	map: function (fn, ctx) { return this.members.map(fn, ctx); },
	filter: function (fn, ctx) { return this.members.filter(fn, ctx); },
	find: function (fn, ctx) { return _.find(this.members, fn.bind(ctx)); },
	reduce: function (fn, acc) { return this.members.reduce(fn, acc); },
	add: function (item) {
		var self = this;
		toPairs(typeof item === 'string' ? item : [item]).forEach(function (p) { self.members.push(p); });
	},
	append: function (item) { this.add(item); },
	upsert: function (item) {
		var self = this;
		toPairs(typeof item === 'string' ? item : [item]).forEach(function (p) {
			var hit = false;
			self.members.forEach(function (m) { if (!hit && self._eq(m.key, p.key)) { m.value = p.value; m.disabled = p.disabled; hit = true; } });
			if (!hit) { self.members.push(p); }
		});
	},
	remove: function (pred) {
		var self = this;
		var test = typeof pred === 'function' ? pred : function (m) { return self._eq(m.key, pred && typeof pred === 'object' ? pred.key : pred); };
		for (var i = this.members.length - 1; i >= 0; i--) { if (test(this.members[i])) { this.members.splice(i, 1); } }
	},
	clear: function () { this.members.length = 0; },
	populate: function (items) { this.add(items); },
	repopulate: function (items) { this.clear(); this.members.push.apply(this.members, toPairs(items)); },
	toObject: function (excludeDisabled, caseSensitive) {
		var out = {}, self = this;
		this.members.forEach(function (m) {
			if (excludeDisabled && m.disabled) { return; }
			out[self._ci && !caseSensitive ? String(m.key).toLowerCase() : m.key] = m.value;
		});
		return out;
	},
	toJSON: function () { return this.members.map(function (m) { return { key: m.key, value: m.value }; }); },
	toString: function () { return this._active().map(function (m) { return m.key + (this._ci ? ': ' : '=') + m.value; }, this).join(this._ci ? '\n' : '&'); }
};

// ---- Url ----

function Url(raw) { this.update(raw); }
Url.parse = function (raw) {
	raw = String(raw === undefined || raw === null ? '' : raw).trim();
	var out = { raw: raw, protocol: undefined, auth: undefined, host: [], port: undefined, path: [], query: [], hash: undefined };
	var s = raw, i;
	i = s.indexOf('#');
	if (i >= 0) { out.hash = s.slice(i + 1); s = s.slice(0, i); }
	i = s.indexOf('?');
	if (i >= 0) {
		out.query = s.slice(i + 1).split('&').filter(function (p) { return p !== ''; }).map(function (p) {
			var j = p.indexOf('=');
			return j < 0 ? { key: p, value: null } : { key: p.slice(0, j), value: p.slice(j + 1) };
		});
		s = s.slice(0, i);
	}
	var m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(s);
	if (m) { out.protocol = m[1]; s = s.slice(m[0].length); }
	i = s.indexOf('/');
	var hostport = i < 0 ? s : s.slice(0, i);
	s = i < 0 ? '' : s.slice(i + 1);
	i = hostport.lastIndexOf('@');
	if (i >= 0) {
		var cred = hostport.slice(0, i), c = cred.indexOf(':');
		out.auth = c < 0 ? { user: cred } : { user: cred.slice(0, c), password: cred.slice(c + 1) };
		hostport = hostport.slice(i + 1);
	}
	m = /:(\d+|\{\{[^}]+\}\})$/.exec(hostport);
	if (m && hostport.charAt(0) !== '[' || m && /\]:/.test(hostport)) { out.port = m[1]; hostport = hostport.slice(0, m.index); }
	out.host = hostport === '' ? [] : hostport.split('.');
	out.path = i < 0 && s === '' ? [] : s.split('/');
	return out;
};
Url.prototype = {
	update: function (raw) {
		if (raw instanceof Url) { raw = raw.toString(); }
		var p = typeof raw === 'object' && raw !== null ? raw : Url.parse(raw);
		if (typeof raw === 'object' && raw !== null && raw.raw !== undefined && !raw.host) { p = Url.parse(raw.raw); }
		this.protocol = p.protocol;
		this.auth = p.auth;
		this.host = Array.isArray(p.host) ? p.host.slice() : (p.host ? String(p.host).split('.') : []);
		this.port = p.port;
		this.path = Array.isArray(p.path) ? p.path.slice() : (p.path ? String(p.path).replace(/^\//, '').split('/') : []);
		this.query = new PropertyList(p.query || []);
		this.hash = p.hash;
	},
	getHost: function () { return this.host.join('.'); },
	getRemote: function (forcePort) { var h = this.getHost(); return this.port ? h + ':' + this.port : (forcePort ? h + ':' + (this.protocol === 'https' ? 443 : 80) : h); },
	getPath: function (unresolved) { return '/' + this.path.join('/'); },
	getQueryString: function () {
		return this.query.members.filter(function (q) { return !q.disabled; }).map(function (q) {
			return q.value === null ? q.key : q.key + '=' + q.value;
		}).join('&');
	},
	getPathWithQuery: function () { var q = this.getQueryString(); return this.getPath() + (q ? '?' + q : ''); },
	addQueryParams: function (params) { this.query.add(typeof params === 'string' ? Url.parse('?' + params).query : params); },
	removeQueryParams: function (params) { var self = this; [].concat(params).forEach(function (p) { self.query.remove(typeof p === 'string' ? p : p.key); }); },
	toString: function () {
		var s = '';
		if (this.protocol) { s += this.protocol + '://'; }
		if (this.auth && this.auth.user !== undefined) { s += this.auth.user + (this.auth.password !== undefined ? ':' + this.auth.password : '') + '@'; }
		s += this.getHost();
		if (this.port) { s += ':' + this.port; }
		if (this.path.length) { s += '/' + this.path.join('/'); }
		var q = this.getQueryString();
		if (q || this.query.count()) { s += '?' + q; }
		if (this.hash !== undefined) { s += '#' + this.hash; }
		return s;
	},
	toJSON: function () { return { raw: this.toString(), protocol: this.protocol, host: this.host, port: this.port, path: this.path, query: this.query.toJSON(), hash: this.hash }; }
};

// ---- Request ----

function Body(raw) { this.mode = 'raw'; this.raw = raw === undefined || raw === null ? '' : String(raw); }
Body.prototype.toString = function () { return this.raw; };
Body.prototype.isEmpty = function () { return !this.raw; };
Body.prototype.update = function (b) { if (typeof b === 'string') { this.raw = b; } else if (b) { this.mode = b.mode || 'raw'; this.raw = b.raw === undefined ? '' : b.raw; if (b.urlencoded) { this.urlencoded = new PropertyList(b.urlencoded); } } };

function Request(data) {
	var url = new Url(data.url);
	hide(this, '_url', url);
	hide(this, '_urlOrig', url.toString());
	hide(this, '_urlRaw', data.url);
	this.id = data.id;
	this.name = data.name;
	this.method = data.method || 'GET';
	this.headers = new PropertyList(data.headers, true);
	this.body = new Body(data.body);
}
Object.defineProperty(Request.prototype, 'url', {
	get: function () { return this._url; },
	set: function (v) { this._url = v instanceof Url ? v : new Url(v); }
});
Request.prototype.addHeader = function (h) { this.headers.add(h); };
Request.prototype.upsertHeader = function (h) { this.headers.upsert(h); };
Request.prototype.removeHeader = function (h) { this.headers.remove(typeof h === 'string' ? h : h && h.key); };
Request.prototype.getHeaders = function (opts) { return this.headers.toObject(opts && opts.enabled, true); };
Request.prototype.addQueryParams = function (p) { this._url.addQueryParams(p); };
Request.prototype.removeQueryParams = function (p) { this._url.removeQueryParams(p); };
Request.prototype.toJSON = function () { return { id: this.id, name: this.name, method: this.method, url: this._url.toString(), header: this.headers.toJSON(), body: this.body.mode === 'raw' ? { mode: 'raw', raw: this.body.raw } : this.body }; };
Object.defineProperty(Request.prototype, 'to', { get: function () { return chai.expect(this).to; } });
// finalData is what a pre script leaves, for the Go side to send.
Request.prototype.finalData = function () {
	var u = this._url.toString();
	var body = this.body;
	var raw = typeof body === 'string' ? body : (body && body.mode === 'urlencoded' && body.urlencoded ? body.urlencoded.toString() : (body && body.raw !== undefined ? String(body.raw) : ''));
	return {
		method: String(this.method || 'GET').toUpperCase(),
		url: u === this._urlOrig && this._urlRaw !== undefined ? this._urlRaw : u,
		headers: this.headers.members.filter(function (m) { return !m.disabled; }),
		body: raw
	};
};

// ---- Response ----

function Response(data) {
	this.id = data.id;
	this.code = data.code;
	this.status = data.status;
	this.headers = new PropertyList(data.headers, true);
	this.responseTime = data.responseTime;
	this.responseSize = data.responseSize;
	hide(this, '_body', data.body);
	hide(this, '_json', undefined);
}
Response.prototype = {
	text: function () { return this._body; },
	json: function (reviver) {
		if (this._json === undefined || reviver) {
			var v = JSON.parse(this._body, reviver);
			if (reviver) { return v; }
			this._json = v;
		}
		return this._json;
	},
	reason: function () { return this.status; },
	size: function () { return { body: this.responseSize, header: 0, total: this.responseSize }; },
	contentInfo: function () { var ct = this.headers.get('content-type') || ''; return { contentType: ct, mimeType: ct.split(';')[0].trim() }; },
	toJSON: function () { return { code: this.code, status: this.status, header: this.headers.toJSON(), body: this._body, responseTime: this.responseTime, responseSize: this.responseSize }; }
};
Object.defineProperty(Response.prototype, 'to', { get: function () { return chai.expect(this).to; } });
Object.defineProperty(Response.prototype, 'stream', { get: function () { return typeof Buffer !== 'undefined' ? Buffer.from(this._body) : this._body; } });

// ---- chai plugin: Postman's response and request assertions ----

chai.use(function (chai, utils) {
	var A = chai.Assertion;
	function isResponse(o) { return o instanceof Response; }
	function hasHeaders(o) { return o instanceof Response || o instanceof Request; }
	function codeClass(name, cls) {
		A.addProperty(name, function () {
			var code = this._obj.code;
			this.assert(Math.floor(code / 100) === cls,
				'expected response code to be ' + cls + 'XX but found ' + code,
				'expected response code to not be ' + cls + 'XX but found ' + code);
		});
	}
	// Postman's named statuses (chai-postman) check two things: the
	// response's reason phrase, upper-cased, equals the upper-cased reason
	// of the name's table entry ("NOT FOUND" for notFound), and the code
	// equals the entry's code. The table is Postman's, quirks included:
	// unauthorised wants the reason "Unauthorised" and notAcceptable the
	// reason "Acceptable", so with standard reasons neither ever holds.
	function reasonIs(name, code, reason) {
		var want = reason.toUpperCase();
		var check = function () {
			var got = String(this._obj.reason()).toUpperCase();
			this.assert(got === want, 'expected response to have status reason #{exp} but got #{act}',
				'expected response to not have status reason #{act}', want, got);
			this.assert(this._obj.code === code, 'expected response to have status code #{exp} but got #{act}',
				'expected response to not have status code #{act}', code, this._obj.code);
		};
		if (name in A.prototype) {
			A.overwriteProperty(name, function (_super) {
				return function () { if (isResponse(this._obj)) { check.call(this); } else { _super.call(this); } };
			});
		} else {
			A.addProperty(name, check);
		}
	}
	codeClass('info', 1);
	codeClass('success', 2);
	codeClass('redirection', 3);
	codeClass('clientError', 4);
	codeClass('serverError', 5);
	A.addProperty('error', function () {
		var code = this._obj.code;
		this.assert(code >= 400 && code < 600, 'expected response code to be 4XX or 5XX but found ' + code,
			'expected response code to not be 4XX or 5XX but found ' + code);
	});
	reasonIs('ok', 200, 'OK');
	reasonIs('accepted', 202, 'Accepted');
	reasonIs('withoutContent', 204, 'No Content');
	reasonIs('badRequest', 400, 'Bad Request');
	reasonIs('unauthorised', 401, 'Unauthorised');
	reasonIs('unauthorized', 401, 'Unauthorized');
	reasonIs('forbidden', 403, 'Forbidden');
	reasonIs('notFound', 404, 'Not Found');
	reasonIs('notAcceptable', 406, 'Acceptable');
	reasonIs('rateLimited', 429, 'Too Many Requests');
	A.addProperty('postmanResponse', function () {
		this.assert(isResponse(this._obj), 'expecting a postman response object but got #{this}', 'not expecting a postman response object');
	});
	A.addProperty('postmanRequest', function () {
		this.assert(this._obj instanceof Request, 'expecting a postman request object but got #{this}', 'not expecting a postman request object');
	});
	A.addProperty('postmanRequestOrResponse', function () {
		this.assert(hasHeaders(this._obj), 'expecting a postman request or response object but got #{this}', 'not expecting a postman request or response object');
	});

	A.addMethod('status', function (want) {
		var r = this._obj;
		if (typeof want === 'number') {
			this.assert(r.code === want, 'expected response to have status code #{exp} but got #{act}',
				'expected response to not have status code #{act}', want, r.code);
		} else {
			this.assert(r.reason() === want, 'expected response to have status reason #{exp} but got #{act}',
				'expected response to not have status reason #{act}', want, r.reason());
		}
	});
	A.addMethod('statusCode', function (want) {
		this.assert(this._obj.code === Number(want), 'expected response to have status code #{exp} but got #{act}',
			'expected response to not have status code #{act}', Number(want), this._obj.code);
	});
	A.addMethod('statusReason', function (want) {
		want = String(want);
		this.assert(this._obj.reason() === want, 'expected response to have status reason #{exp} but got #{act}',
			'expected response to not have status reason #{act}', want, this._obj.reason());
	});
	A.addMethod('statusCodeClass', function (cls) {
		var code = this._obj.code;
		this.assert(Math.floor(code / 100) === cls, 'expected response code to be ' + cls + 'XX but found ' + code,
			'expected response code to not be ' + cls + 'XX but found ' + code);
	});
	A.addMethod('header', function (name, value) {
		var o = this._obj;
		if (!hasHeaders(o)) { throw new chai.AssertionError('expected a response or request, got ' + utils.objDisplay(o)); }
		var what = o instanceof Response ? 'response' : 'request';
		var has = o.headers.has(name);
		this.assert(has, 'expected ' + what + " to have header with key '" + name + "'",
			'expected ' + what + " to not have header with key '" + name + "'");
		if (arguments.length < 2) { return; }
		// Postman compares the value strictly: a number never equals a header.
		var got = o.headers.get(name);
		this.assert(got === value, "expected '" + name + "' " + what + ' header to be #{exp} but got #{act}',
			"expected '" + name + "' " + what + ' header to not be #{act}', value, got);
	});
	A.addMethod('body', function (want) {
		var o = this._obj;
		var text = o instanceof Response ? o.text() : (o instanceof Request ? o.body.toString() : String(o));
		if (_.isPlainObject(want)) {
			var json;
			try { json = JSON.parse(text); } catch (e) { json = undefined; }
			this.assert(_.isEqual(json, want), 'expected response body json to equal #{exp} but got #{act}',
				'expected response body json to not equal #{exp}', want, json, true);
		} else if (arguments.length === 0) {
			this.assert(typeof text === 'string' && text.length > 0, 'expected response to have content in body', 'expected response to not have content in body');
		} else if (want instanceof RegExp) {
			this.assert(want.exec(text) !== null, 'expected response body text to match #{exp} but got #{act}',
				'expected response body text #{act} to not match #{exp}', want, text);
		} else {
			this.assert(_.isEqual(text, want), 'expected response body to equal #{exp} but got #{act}', 'expected response body to not equal #{exp}', want, text);
		}
	});
	A.addProperty('withBody', function () {
		var t = this._obj.text();
		this.assert(t !== undefined && t !== '', 'expected response to have content in body', 'expected response to not have content in body');
	});
	A.addProperty('json', function () {
		var err, o = this._obj;
		try { o.json(); } catch (e) { err = e; }
		this.assert(!err, 'expected response body to be a valid json but got error ' + (err && err.message),
			'expected response body not to be a valid json');
	});
	function mimeProp(name, re) {
		A.addProperty(name, function () {
			var ct = this._obj.headers.get('content-type') || '';
			this.assert(re.test(ct), "expected response to be " + name + " but got content type '" + ct + "'", 'expected response to not be ' + name);
		});
	}
	mimeProp('html', /html/i);
	mimeProp('xml', /xml/i);
	A.addMethod('jsonBody', function (path, value) {
		var json, err, o = this._obj;
		try { json = o.json(); } catch (e) { err = e; }
		if (arguments.length === 0) {
			this.assert(!err, 'expected response body to be a valid json but got error ' + (err && err.message),
				'expected response body not to be a valid json');
			return;
		}
		// As in Postman, only a string path is checked; other arguments
		// assert nothing.
		if (typeof path !== 'string') { return; }
		this.assert(_.has(json, path), 'expected #{act} in response to contain property #{exp}',
			'expected #{act} in response to not contain property #{exp}', path, json);
		if (arguments.length < 2) { return; }
		var got = _.get(json, path);
		this.assert(_.isEqual(got, value),
			"expected response body json at '" + path + "' to contain #{exp} but got #{act}",
			"expected response body json at '" + path + "' to not contain #{exp}", value, got, true);
	});
	A.addMethod('jsonSchema', function (schema, opts) {
		var o = this._obj, data = o;
		if (isResponse(o)) {
			try { data = o.json(); } catch (e) { this.assert(false, 'expected response body to be a valid json but got error ' + e.message, ''); return; }
		}
		var Ajv = require('ajv');
		var ajv = new Ajv(_.assign({ allErrors: true, logger: false, unknownFormats: 'ignore', schemaId: 'auto' }, opts));
		var valid = ajv.validate(schema, data);
		var msg = valid ? '' : ajv.errors.map(function (e) { return 'data' + e.dataPath + ' ' + e.message; }).join(', ');
		this.assert(valid, 'expected data to satisfy schema but found following errors: \n' + msg,
			'expected data to not satisfy schema', true, valid);
	});
	function flipper(name, field) {
		A.addChainableMethod(name, function (want) {
			this.assert(this._obj === want, 'expected response to have ' + name + ' #{exp} but got #{act}', 'expected response to not have ' + name + ' #{exp}', want, this._obj);
		}, function () {
			var o = this._obj;
			if (o instanceof Response) { utils.flag(this, 'object', o[field]); }
		});
	}
	flipper('responseTime', 'responseTime');
	flipper('responseSize', 'responseSize');
});

// ---- variable scopes ----

function stringForm(v) {
	if (v === undefined) { return ''; }
	if (v === null) { return 'null'; }
	if (typeof v === 'object') { try { return JSON.stringify(v); } catch (e) { return String(v); } }
	return String(v);
}

var dynamic = {
	$guid: function () { return require('uuid').v4(); },
	$randomUUID: function () { return require('uuid').v4(); },
	$timestamp: function () { return String(Math.floor(Date.now() / 1000)); },
	$isoTimestamp: function () { return new Date().toISOString(); },
	$randomInt: function () { return String(Math.floor(Math.random() * 1001)); },
	$randomBoolean: function () { return String(Math.random() < 0.5); },
	$randomAlphaNumeric: function () { return 'abcdefghijklmnopqrstuvwxyz0123456789'.charAt(Math.floor(Math.random() * 36)); }
};

function replaceIn(id, template) {
	if (typeof template !== 'string') { return template; }
	return template.replace(/\{\{([^{}]+)\}\}/g, function (m, name) {
		var v = svc.varString(id, name);
		if (v !== undefined) { return v; }
		if (name.charAt(0) === '$' && dynamic[name]) { return dynamic[name](); }
		return m;
	});
}

function Scope(id, opts) {
	hide(this, '_id', id);
	opts = opts || {};
	if (opts.name) { this.name = opts.name; }
}
Scope.prototype = {
	get: function (key) { return svc.varGet(this._id, String(key)); },
	has: function (key) { return svc.varHas(this._id, String(key)); },
	set: function (key, value) {
		if (key && typeof key === 'object') { var self = this; Object.keys(key).forEach(function (k) { self.set(k, key[k]); }); return; }
		if (typeof value === 'string') { svc.varSet(this._id, String(key), value); } else {
			var json;
			try { json = JSON.stringify(value === undefined ? null : value); } catch (e) { json = undefined; }
			svc.varSet(this._id, String(key), stringForm(value), json);
		}
	},
	unset: function (key) { svc.varUnset(this._id, String(key)); },
	clear: function () { svc.varClear(this._id); },
	toObject: function () {
		var out = {}, id = this._id;
		svc.varNames(id).forEach(function (n) { out[n] = svc.varGet(id, n); });
		return out;
	},
	toJSON: function () { var o = this.toObject(); return { values: Object.keys(o).map(function (k) { return { key: k, value: o[k] }; }) }; },
	replaceIn: function (t) { return replaceIn(this._id, t); }
};

function VariablesScope() { Scope.call(this, SCOPE_RESOLVED); }
VariablesScope.prototype = Object.create(Scope.prototype);
VariablesScope.prototype.set = function (key, value) { Scope.prototype.set.call(new Scope(SCOPE_LOCALS), key, value); };
VariablesScope.prototype.unset = function (key) { svc.varUnset(SCOPE_LOCALS, String(key)); };
VariablesScope.prototype.clear = function () { svc.varClear(SCOPE_LOCALS); };
VariablesScope.prototype.toObject = function () {
	var out = {};
	[SCOPE_GLOBALS, SCOPE_COLLECTION, SCOPE_ENVIRONMENT, SCOPE_DATA, SCOPE_LOCALS].forEach(function (id) {
		svc.varNames(id).forEach(function (n) { out[n] = svc.varGet(id, n); });
	});
	return out;
};

function DataScope() { Scope.call(this, SCOPE_DATA); }
DataScope.prototype = Object.create(Scope.prototype);
delete DataScope.prototype.clear;
hide(DataScope.prototype, 'clear', undefined);

// ---- pm ----

var run; // per-run cache: request, response, info

function settleTest(idx, err) {
	svc.testSet(idx, !err, err ? (err && err.message !== undefined ? String(err.message) : String(err)) : '');
}

function test(name, fn) {
	name = String(name);
	if (typeof fn !== 'function') { svc.testAdd(name, false, true, ''); return pm; }
	var idx = svc.testAdd(name, true, false, '');
	run.pendingTests[idx] = true;
	var done = function (err) { if (run.pendingTests[idx]) { delete run.pendingTests[idx]; settleTest(idx, err); } };
	try {
		var out = fn.length > 0 ? fn(done) : fn();
		if (fn.length > 0) { return pm; }
		if (out && typeof out.then === 'function') {
			out.then(function () { done(); }, function (e) { done(e || new Error('test rejected')); });
		} else {
			done();
		}
	} catch (e) {
		done(e);
	}
	return pm;
}
test.skip = function (name) { svc.testAdd(String(name), false, true, ''); return pm; };

function normalizeSend(req) {
	if (typeof req === 'string') { return { method: 'GET', url: req, headers: [], body: '' }; }
	if (req instanceof Request) { var d = req.finalData(); d.url = req.url.toString(); return d; }
	req = req || {};
	var url = req.url instanceof Url ? req.url.toString() : (req.url && typeof req.url === 'object' ? (req.url.raw || new Url(req.url).toString()) : String(req.url || ''));
	var headers = toPairs(req.header || req.headers).filter(function (h) { return !h.disabled; });
	var body = '', b = req.body;
	if (typeof b === 'string') { body = b; } else if (b) {
		switch (b.mode) {
		case 'urlencoded':
			body = toPairs(b.urlencoded).filter(function (p) { return !p.disabled; }).map(function (p) { return encodeURIComponent(p.key) + '=' + encodeURIComponent(p.value); }).join('&');
			if (!headers.some(function (h) { return h.key.toLowerCase() === 'content-type'; })) { headers.push({ key: 'Content-Type', value: 'application/x-www-form-urlencoded' }); }
			break;
		case 'graphql':
			body = JSON.stringify(b.graphql || {});
			if (!headers.some(function (h) { return h.key.toLowerCase() === 'content-type'; })) { headers.push({ key: 'Content-Type', value: 'application/json' }); }
			break;
		default:
			body = b.raw === undefined ? '' : (typeof b.raw === 'string' ? b.raw : JSON.stringify(b.raw));
		}
	}
	return { method: String(req.method || 'GET').toUpperCase(), url: url, headers: headers, body: body };
}

function sendRequest(req, cb) {
	var data = normalizeSend(req);
	if (typeof cb === 'function') {
		svc.send(data, function (err, res) {
			cb(err === null ? null : new Error(err), res === null ? undefined : new Response(res));
		});
		return undefined;
	}
	return new Promise(function (resolve, reject) {
		svc.send(data, function (err, res) {
			if (err !== null) { reject(new Error(err)); } else { resolve(new Response(res)); }
		});
	});
}

function setNext(name) { svc.next(name === null || name === undefined ? null : String(name)); }

var pm = {
	test: test,
	expect: chai.expect,
	environment: new Scope(SCOPE_ENVIRONMENT),
	collectionVariables: new Scope(SCOPE_COLLECTION),
	globals: new Scope(SCOPE_GLOBALS),
	variables: new VariablesScope(),
	iterationData: new DataScope(),
	sendRequest: sendRequest,
	execution: {
		setNextRequest: setNext,
		skipRequest: function () { svc.skip(); }
	},
	setNextRequest: setNext
};
Object.defineProperty(pm, 'info', { enumerable: true, get: function () { return run.info || (run.info = svc.info()); } });
// pm.environment.name, as Postman names the active environment (undefined
// for none). pm.info does not show it: it is read from the same host call.
Object.defineProperty(pm.environment, 'name', { enumerable: true, get: function () { return pm.info.environmentName; } });
Object.defineProperty(pm, 'request', {
	enumerable: true,
	get: function () { return run.request || (run.request = new Request(svc.request())); },
	set: function (v) { run.request = v instanceof Request ? v : new Request(normalizeSend(v)); }
});
Object.defineProperty(pm, 'response', {
	enumerable: true,
	get: function () {
		if (run.response === undefined) { var d = svc.response(); run.response = d === null ? null : new Response(d); }
		return run.response === null ? undefined : run.response;
	}
});
// pm.cookies: the cookies of the request's Cookie header and, in the post
// phase, those the response sets (the caller's jar is not visible here).
function cookieList() {
	var list = [];
	var q = svc.request();
	q.headers.forEach(function (h) {
		if (String(h.key).toLowerCase() !== 'cookie') { return; }
		String(h.value).split(';').forEach(function (p) {
			var i = p.indexOf('=');
			if (i > 0) { list.push({ name: p.slice(0, i).trim(), value: p.slice(i + 1).trim() }); }
		});
	});
	var r = pm.response;
	if (r) {
		r.headers.all().forEach(function (h) {
			if (String(h.key).toLowerCase() !== 'set-cookie') { return; }
			var parts = String(h.value).split(';'), first = parts.shift(), i = first.indexOf('=');
			if (i <= 0) { return; }
			var c = { name: first.slice(0, i).trim(), value: first.slice(i + 1).trim() };
			parts.forEach(function (a) {
				var j = a.indexOf('='), k = (j < 0 ? a : a.slice(0, j)).trim().toLowerCase(), v = j < 0 ? true : a.slice(j + 1).trim();
				if (k === 'httponly') { c.httpOnly = true; } else if (k === 'secure') { c.secure = true; } else if (k) { c[k] = v; }
			});
			list = list.filter(function (o) { return o.name !== c.name; });
			list.push(c);
		});
	}
	var pl = new PropertyList(list.map(function (c) { return { key: c.name, value: c.value }; }));
	pl.members.forEach(function (m, i) { _.assign(m, list[i]); });
	return pl;
}
Object.defineProperty(pm, 'cookies', { enumerable: true, get: function () { return run.cookies || (run.cookies = cookieList()); } });
pm.visualizer = { set: function () {}, clear: function () {} };
// pm.require loads a package of Postman's package library (the
// script.package element of that name on an enclosing collection) as a
// CommonJS module: evaluated once per script run in the script's global
// scope, its exports cached for that run only, as Postman's sandbox does.
pm.require = function (name) {
	name = String(name);
	var cache = run.modules || (run.modules = {});
	if (Object.prototype.hasOwnProperty.call(cache, name)) { return cache[name].exports; }
	var fn = svc.pkg(name);
	var module = { id: name, exports: {} };
	cache[name] = module;
	try {
		fn.call(module.exports, module.exports, module);
	} catch (e) {
		throw new Error("Error in package '" + name + "': " + (e && e.message ? e.message : e));
	}
	return module.exports;
};
Object.defineProperty(pm.execution, 'location', { enumerable: true, get: function () { var n = pm.info.requestName; return n ? [n] : []; } });
global.pm = pm;

// ---- legacy globals ----

// The legacy setters store what Postman's do: a truthy value with a
// toString becomes its string ("1" for 1), while false, 0, '', null and
// undefined are stored as they are (so 0 reads back as the number 0).
function legacyValue(v) {
	return (v === false || v) && typeof (v && v.toString) === 'function' ? v.toString() : v;
}

var postman = {
	setEnvironmentVariable: function (k, v) { pm.environment.set(k, legacyValue(v)); },
	getEnvironmentVariable: function (k) { return pm.environment.get(k); },
	clearEnvironmentVariable: function (k) { pm.environment.unset(k); },
	clearEnvironmentVariables: function () { pm.environment.clear(); },
	setGlobalVariable: function (k, v) { pm.globals.set(k, legacyValue(v)); },
	getGlobalVariable: function (k) { return pm.globals.get(k); },
	clearGlobalVariable: function (k) { pm.globals.unset(k); },
	clearGlobalVariables: function () { pm.globals.clear(); },
	setNextRequest: setNext,
	getResponseHeader: function (k) { return pm.response ? pm.response.headers.get(k) : undefined; },
	getResponseCookie: function (name) { var c = pm.cookies.one(name); return c ? _.omit(c, ['key']) : null; }
};
global.postman = postman;

// Legacy globals are computed on first read in a run; a script assigning
// one changes it for that run only.
function legacy(name, get) {
	Object.defineProperty(global, name, {
		configurable: false,
		enumerable: false,
		get: function () { return run.legacy.hasOwnProperty(name) ? run.legacy[name] : (run.legacy[name] = get()); },
		set: function (v) { run.legacy[name] = v; }
	});
}
legacy('tests', function () {
	return new Proxy({}, {
		set: function (t, k, v) { t[k] = v; svc.legacyTest(String(k), !!v); return true; }
	});
});
legacy('responseBody', function () { return pm.response ? pm.response.text() : undefined; });
legacy('responseCode', function () { var r = pm.response; return r ? { code: r.code, name: r.status, detail: r.status } : undefined; });
legacy('responseHeaders', function () { var r = pm.response; return r ? r.headers.toObject(true, true) : undefined; });
legacy('responseTime', function () { return pm.response ? pm.response.responseTime : undefined; });
legacy('environment', function () { return pm.environment.toObject(); });
legacy('globals', function () { return pm.globals.toObject(); });
legacy('data', function () { return pm.iterationData.toObject(); });
legacy('responseCookies', function () { return pm.cookies.all().map(function (c) { return _.omit(c, ['key']); }); });
legacy('iteration', function () { return pm.info.iteration; });
// The legacy request, as Postman's legacy interface builds it: data is a
// form body's fields as an object (a repeated key's values as an array),
// a raw body's text, or {}; description is undefined when empty.
legacy('request', function () {
	var q = pm.request, body = q.body ? q.body.toString() : '', host = svc.request();
	var data = body || {};
	var fields = host.form;
	if (!fields && /application\/x-www-form-urlencoded/i.test(q.headers.get('content-type') || '')) {
		fields = body.split('&').filter(Boolean).map(function (p) {
			var i = p.indexOf('=');
			return { key: decodeURIComponent(i < 0 ? p : p.slice(0, i)), value: i < 0 ? '' : decodeURIComponent(p.slice(i + 1)) };
		});
	}
	if (fields) {
		data = {};
		fields.forEach(function (f) {
			if (!Object.prototype.hasOwnProperty.call(data, f.key)) { data[f.key] = f.value; } else if (Array.isArray(data[f.key])) { data[f.key].push(f.value); } else { data[f.key] = [data[f.key], f.value]; }
		});
	}
	return { id: q.id, name: q.name, description: host.description, url: q.url.toString(), method: q.method, headers: q.headers.toObject(true, true), data: data };
});

function begin() {
	run = { pendingTests: {}, legacy: {}, request: undefined, response: undefined, info: undefined, cookies: undefined };
}

function finish() {
	Object.keys(run.pendingTests).forEach(function (idx) {
		svc.testSet(Number(idx), false, 'test did not complete: its promise or done callback never settled');
	});
	var out = svc.phase() === 'pre' && run.request ? run.request.finalData() : null;
	run = undefined;
	return out;
}

// ---- clean globals between runs ----
// The Go side (jsRuntime.clean) restores the global object after each run.
// globals describes it once the runtime is prepared: [name, enumerable,
// kind] per own property, kind 'data' for a writable, configurable data
// property (restored when a script replaces or deletes it), 'accessor'
// for a configurable accessor (which would defeat the count) and '' for
// the rest. globalCount is the cheap per-run check: the number of own
// properties, with Object.getOwnPropertyNames captured here so a script
// replacing it does not defeat it.
var ownNames = Object.getOwnPropertyNames, ownDesc = Object.getOwnPropertyDescriptor;

function globals() {
	return ownNames(global).map(function (n) {
		var d = ownDesc(global, n);
		var kind = 'value' in d ? (d.writable && d.configurable ? 'data' : '') : (d.configurable ? 'accessor' : '');
		return [n, d.enumerable, kind];
	});
}

function globalCount() { return ownNames(global).length; }

// ---- Sugar, loaded on first use ----
// Postman's sandbox loads Sugar (jslib/sugar.js) into every script. Loading
// it costs far more than a script, so each member it adds is a stub here
// (non-enumerable, as Sugar's own): the first read of one loads Sugar into
// the runtime and returns Sugar's member. The natives Sugar replaces with
// its enhanced versions (Array filter/map/every/some, Object.keys, trim,
// startsWith, endsWith) are kept native, so that a script behaves the same
// whether or not an earlier one loaded Sugar.
var sugarObjects = {
	'Object': Object, 'Function.prototype': Function.prototype, 'Array': Array, 'Array.prototype': Array.prototype,
	'String': String, 'String.prototype': String.prototype, 'Number': Number, 'Number.prototype': Number.prototype,
	'Date': Date, 'Date.prototype': Date.prototype, 'RegExp': RegExp, 'RegExp.prototype': RegExp.prototype, 'Function': Function
};
var sugarStubs = svc.sugarTable().map(function (e) { return [sugarObjects[e[0]], e[1].split(' ')]; });
var sugarNatives = [[Object, 'keys'], [Array.prototype, 'every'], [Array.prototype, 'filter'], [Array.prototype, 'map'],
	[Array.prototype, 'some'], [String.prototype, 'endsWith'], [String.prototype, 'startsWith'], [String.prototype, 'trim'],
	[String.prototype, 'trimLeft'], [String.prototype, 'trimRight']];
var sugarLoaded = false;

function loadSugar() {
	if (sugarLoaded) { return; }
	sugarLoaded = true;
	sugarStubs.forEach(function (s) {
		s[1].forEach(function (n) {
			var d = ownDesc(s[0], n);
			if (d && d.get && d.get.sugarStub) { delete s[0][n]; }
		});
	});
	var natives = sugarNatives.map(function (p) { return ownDesc(p[0], p[1]); });
	svc.loadSugar();
	sugarNatives.forEach(function (p, i) { Object.defineProperty(p[0], p[1], natives[i]); });
}

function sugarStub(o, n) {
	var get = function () { loadSugar(); return this[n]; };
	get.sugarStub = true;
	Object.defineProperty(o, n, {
		configurable: true,
		enumerable: false,
		get: get,
		// Assigning before Sugar is loaded makes an own property, as it
		// would on an object without the member.
		set: function (v) { Object.defineProperty(this, n, { value: v, writable: true, enumerable: true, configurable: true }); }
	});
}

// restub puts every stub back (after a run that may have changed the
// built-ins, while Sugar is not loaded).
function restub() {
	if (sugarLoaded) { return; }
	sugarStubs.forEach(function (s) { s[1].forEach(function (n) { sugarStub(s[0], n); }); });
}
restub();

// builtins lists the built-in objects whose own properties the Go side
// (jsRuntime.restoreBuiltins) puts back after each run, so that a script
// changing a prototype (Array.prototype.x = ..., String.prototype.trim =
// ...) leaves the next script the prototypes as prepared, Sugar's
// extensions included.
var builtinObjects = [Object, Object.prototype, Function.prototype, Array, Array.prototype,
	String, String.prototype, Number, Number.prototype, Boolean.prototype, Date, Date.prototype,
	RegExp, RegExp.prototype, Math, JSON, Promise, Promise.prototype, Error.prototype];

// builtinProps describes the own string-keyed properties of each: [index,
// name, kind, writable, enumerable, configurable], kind 'data' or
// 'accessor'.
function builtinProps() {
	var out = [];
	builtinObjects.forEach(function (o, i) {
		ownNames(o).forEach(function (n) {
			var d = ownDesc(o, n);
			out.push([i, n, 'value' in d ? 'data' : 'accessor', !!d.writable, !!d.enumerable, !!d.configurable]);
		});
	});
	return out;
}

return { begin: begin, finish: finish, globals: globals, globalCount: globalCount, builtins: builtinObjects, builtinProps: builtinProps, restub: restub, sugarObjects: sugarObjects, loadSugar: loadSugar };
})
