/**
 * Internal dependencies
 */
import { officeAddressLines } from './format';
import type { Office } from './types';

const BLOCK = 'wp-block-immo-wizards-route-planner';

/**
 * The office's name and postal address: shown with and without consent.
 *
 * @param props        Props.
 * @param props.office The office.
 */
export function OfficeAddress( { office }: { office: Office } ) {
	return (
		<address className={ `${ BLOCK }__office` }>
			{ office.name && (
				<strong className={ `${ BLOCK }__office-name` }>
					{ office.name }
				</strong>
			) }
			{ officeAddressLines( office ).map( ( line ) => (
				<span key={ line } className={ `${ BLOCK }__office-line` }>
					{ line }
				</span>
			) ) }
		</address>
	);
}
