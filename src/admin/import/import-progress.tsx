/**
 * The import on screen: status (a live region), the held withdrawal, counts and log.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { IMPORT_COUNTERS, type ImportState } from '../../api/imports';
import { counterLabel, progressText } from './labels';
import { ImportLog } from './import-log';
import { WithdrawalDecision } from './withdrawal-decision';

interface Props {
	state: ImportState;
	onChange: ( state: ImportState ) => void;
}

const HEADING_ID = 'immo-wizards-import-current';

export function ImportProgress( { state, onChange }: Props ) {
	return (
		<section
			className="immo-wizards-import__current"
			aria-labelledby={ HEADING_ID }
		>
			<h2 id={ HEADING_ID }>
				{ sprintf(
					/* translators: %s: file name */
					__( 'Import of %s', 'immo-wizards' ),
					state.fileName
				) }
			</h2>
			<p role="status" className="immo-wizards-import__status">
				{ progressText( state ) }
			</p>
			{ state.status === 'awaiting_confirmation' && (
				<WithdrawalDecision state={ state } onDecided={ onChange } />
			) }
			{ state.error && (
				<Notice status="error" isDismissible={ false }>
					{ state.error }
				</Notice>
			) }
			<table className="widefat striped immo-wizards-import__counts">
				<caption>{ __( 'Listings', 'immo-wizards' ) }</caption>
				<tbody>
					{ IMPORT_COUNTERS.map( ( counter ) => (
						<tr key={ counter }>
							<th scope="row">{ counterLabel( counter ) }</th>
							<td>{ state.counts[ counter ] }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			<ImportLog state={ state } />
		</section>
	);
}
