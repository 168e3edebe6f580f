/** A description an admin (or whoever slipped it into their file) imports: every classic way to run script. */
export const HOSTILE_DESCRIPTION = [
  '<p>Bien <strong>équipé</strong>.</p>',
  '<script>window.pwned = "script"</script>',
  '<img src="x" onerror="window.pwned = \'onerror\'">',
  '<a href="javascript:window.pwned = \'href\'">lien</a>',
  '<a href="https://wiki.example/objet" onclick="window.pwned = \'onclick\'">wiki</a>',
  '<svg onload="window.pwned = \'svg\'"></svg>',
  '<iframe src="javascript:parent.pwned = \'iframe\'"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="window.pwned = 1">survol</p>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<form action="https://evil.example"><button>ok</button></form>'
].join('')
