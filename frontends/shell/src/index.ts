// The stylesheet (the kit's tokens and page base, then the shell's own) belongs to the entry, so
// the page links it in its head.
import './styles.css';

// The async boundary lets module federation set up the shared singletons before any import.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
