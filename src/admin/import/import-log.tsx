/**
 * Errors and warnings of an import, with the object numbers.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImportState } from '../../api/imports';

export function ImportLog( { state }: { state: ImportState } ) {
	const total = state.errorCount + state.warningCount;
	if ( total === 0 ) {
		return <p>{ __( 'No errors or warnings.', 'immo-wizards' ) }</p>;
	}
	return (
		<div className="immo-wizards-import__scroll">
			<table className="widefat striped immo-wizards-import__log">
				<caption>
					{ total > state.errors.length
						? sprintf(
								/* translators: 1: entries shown, 2: all entries */
								__(
									'Log (the first %1$d of %2$d entries)',
									'immo-wizards'
								),
								state.errors.length,
								total
							)
						: __( 'Log', 'immo-wizards' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Object', 'immo-wizards' ) }</th>
						<th scope="col">
							{ __( 'Object number', 'immo-wizards' ) }
						</th>
						<th scope="col">{ __( 'Level', 'immo-wizards' ) }</th>
						<th scope="col">
							{ __( 'Log message', 'immo-wizards' ) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ state.errors.map( ( entry, index ) => (
						<tr key={ index }>
							<td>
								{ entry.position > 0
									? entry.position
									: __( 'File', 'immo-wizards' ) }
							</td>
							<td>{ entry.objectId || '–' }</td>
							<td>
								{ entry.level === 'error'
									? __( 'Error', 'immo-wizards' )
									: __( 'Warning', 'immo-wizards' ) }
							</td>
							<td>{ entry.message }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}
