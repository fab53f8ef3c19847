// Loaded by every exposed module: the remote's own Tailwind utilities (its i18n namespaces are registered
// by each page module, see @vetnow/web-kit/i18n).
import './styles.css';
