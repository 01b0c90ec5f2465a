/**
 * View script of the exposé's property details: mounts the map into the container the server
 * printed (only when the listing's coordinates are published). Also carries the details' styles.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../host/render-frontend';
import { ListingMap, type ListingMapConfig } from './listing-map';
import '../components/theme/style.scss';
import './style.scss';

renderFrontend< ListingMapConfig >( '.immo-wizards-expose__map', ListingMap );
