/**
 * A dependency-free page that lists every operation of the OpenAPI document with its request and responses.
 * Its style and script are files of their own (the CSP allows no inline script or style).
 */
export const docsPage = (specUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Social Loop API</title><link rel="stylesheet" href="/api/docs/docs.css"><script src="/api/docs/docs.js" defer></script>
</head><body><main><h1>Social Loop API</h1><p>Machine-readable: <a href="${specUrl}" id="spec">${specUrl}</a></p><div id="ops">Loading…</div></main>
</body></html>`;

export const DOCS_STYLESHEET = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2330;background:#f7f7fb}
main{max-width:980px;margin:0 auto;padding:32px 20px}
h1{margin:0 0 4px}.op{background:#fff;border:1px solid #e4e4ee;border-radius:10px;margin:10px 0;padding:10px 14px}
summary{cursor:pointer;font-family:ui-monospace,monospace}.m{display:inline-block;min-width:64px;font-weight:700}
.get{color:#0a7d48}.post{color:#4f46e5}.patch,.put{color:#b45309}.delete{color:#c0262d}
pre{background:#f3f3f8;padding:10px;border-radius:8px;overflow:auto;font-size:12px}`;

export const DOCS_SCRIPT = `fetch(document.getElementById('spec').getAttribute('href')).then(r=>r.json()).then(spec=>{
  const ops=document.getElementById('ops');ops.textContent='';
  for(const [path,item] of Object.entries(spec.paths)){for(const [method,op] of Object.entries(item)){
    const d=document.createElement('details');d.className='op';
    const s=document.createElement('summary');const m=document.createElement('span');m.className='m '+method;m.textContent=method.toUpperCase();
    s.append(m,' '+path+(op.tags?'  ['+op.tags.join(', ')+']':''));d.append(s);
    const pre=document.createElement('pre');pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);
    d.append(pre);ops.append(d);}}
}).catch(e=>{document.getElementById('ops').textContent='Could not load the document: '+e});`;
