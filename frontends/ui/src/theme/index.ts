// The tokens and the page's base styles: imported once by whatever renders a whole page.
import './tokens.css';
import './base.css';
