// Component tests see the kit exactly as an app does: Tailwind entry plus the token theme.
import '../tailwind.css';
import '../tokens/theme.css';

document.documentElement.dataset.theme = 'light';
