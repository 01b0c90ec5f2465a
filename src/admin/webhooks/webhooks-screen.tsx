/**
 * The webhooks screen: the endpoints, then the delivery log (read again after each save, test or
 * resend).
 */
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DeliveryLog } from './delivery-log';
import { EndpointsEditor } from './endpoints-editor';
import '../dataviews-style.scss';

export function WebhooksScreen() {
	const [ revision, setRevision ] = useState( 0 );
	return (
		<div className="immo-wizards-webhooks">
			<EndpointsEditor onSaved={ () => setRevision( ( r ) => r + 1 ) } />
			<DeliveryLog revision={ revision } />
		</div>
	);
}
