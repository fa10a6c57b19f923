// The async boundary lets module federation set up the shared singletons before any import.
import('./bootstrap');
