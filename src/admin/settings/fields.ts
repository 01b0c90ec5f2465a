/**
 * What the settings screen shows: its tabs and their fields, as data the form renders.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MailKindInfo } from '../../api/mails';
import type { RequestTypeInfo } from '../../api/requests';
import { field, type TabSpec } from './field-spec';
import { crmTab } from './crm-fields';
import { marketTab } from './market-fields';
import { embedTab } from './embed-fields';
import { mailTab } from './mail-fields';
import { alertsTab, privacyTab } from './privacy-fields';

export type { FieldKind, FieldSpec, OptionName, TabSpec } from './field-spec';

export function officeTab(): TabSpec {
	return {
		name: 'office',
		title: __( 'Office & map', 'immo-wizards' ),
		fields: [
			field( 'office_name', __( 'Office name', 'immo-wizards' ) ),
			field( 'office_street', __( 'Street', 'immo-wizards' ) ),
			field( 'office_number', __( 'House number', 'immo-wizards' ) ),
			field( 'office_zip', __( 'Postcode', 'immo-wizards' ) ),
			field( 'office_city', __( 'City', 'immo-wizards' ) ),
			field(
				'map_center',
				__( 'Map centre (latitude,longitude)', 'immo-wizards' )
			),
			field(
				'map_zoom',
				__( 'Map zoom (6–20)', 'immo-wizards' ),
				'number'
			),
			field( 'tile_url', __( 'Map tile URL', 'immo-wizards' ), 'text', {
				help: __( 'Template with {z}, {x} and {y}.', 'immo-wizards' ),
				test: 'tiles',
			} ),
			field(
				'tile_attribution',
				__( 'Map attribution', 'immo-wizards' )
			),
			field(
				'office_lat',
				__( 'Office latitude', 'immo-wizards' ),
				'text',
				{
					help: __(
						'Decimal degrees, e.g. 51.0455. The route planner routes to this point.',
						'immo-wizards'
					),
				}
			),
			field( 'office_lng', __( 'Office longitude', 'immo-wizards' ) ),
		],
	};
}

function servicesTab(): TabSpec {
	return {
		name: 'services',
		title: __( 'Services', 'immo-wizards' ),
		fields: [
			field(
				'geocoder_url',
				__( 'Geocoder (Photon) URL', 'immo-wizards' ),
				'url',
				{
					test: 'geocoder',
				}
			),
			field(
				'routing_url',
				__( 'Routing service (OSRM) URL', 'immo-wizards' ),
				'url',
				{
					help: __(
						'Without it the route planner shows the office without route search. The public OSRM demo server may not be used on production sites.',
						'immo-wizards'
					),
					test: 'routing',
				}
			),
			field( 'trusted_proxies', __( 'Trusted proxies', 'immo-wizards' ) ),
			field(
				'proxy_header',
				__( 'Client address header', 'immo-wizards' )
			),
		],
	};
}

/**
 * The tabs in order.
 *
 * @param types     The request types (the e-mail tab's recipients).
 * @param mailKinds The mail kinds (the e-mail tab's texts).
 */
export function settingsTabs(
	types: RequestTypeInfo[],
	mailKinds: MailKindInfo[]
): TabSpec[] {
	return [
		officeTab(),
		servicesTab(),
		mailTab( types, mailKinds ),
		privacyTab(),
		alertsTab(),
		crmTab(),
		marketTab(),
		embedTab(),
	];
}
