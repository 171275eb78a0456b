// Component tests see the kit exactly as an app does: Tailwind entry plus the token theme.
import '../tailwind.source.css';
import '../tokens/theme.css';

document.documentElement.dataset.theme = 'light';
