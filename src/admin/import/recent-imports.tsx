/**
 * The newest imports (uploads, the pickup folder and WP-CLI alike); each can be shown in full.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchRecentImports, type ImportState } from '../../api/imports';
import { counterLabel, formatDateTime, statusLabel } from './labels';

interface Props {
	/** Changes whenever the list should be read again. */
	revision: number;
	onShow: ( id: number ) => void;
}

export function RecentImports( { revision, onShow }: Props ) {
	const [ imports, setImports ] = useState< ImportState[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		let stopped = false;
		fetchRecentImports().then(
			( list ) => ! stopped && ( setImports( list ), setError( null ) ),
			( failure: Error ) => ! stopped && setError( failure.message )
		);
		return () => {
			stopped = true;
		};
	}, [ revision ] );

	return (
		<section className="immo-wizards-import__recent">
			<h2>{ __( 'Recent imports', 'immo-wizards' ) }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ imports?.length === 0 && (
				<p>{ __( 'No imports yet.', 'immo-wizards' ) }</p>
			) }
			{ !! imports?.length && (
				<div className="immo-wizards-import__scroll">
					<table className="widefat striped">
						<thead>
							<tr>
								<th scope="col">
									{ __( 'File', 'immo-wizards' ) }
								</th>
								<th scope="col">
									{ __( 'Started', 'immo-wizards' ) }
								</th>
								<th scope="col">
									{ __( 'Status', 'immo-wizards' ) }
								</th>
								<th scope="col">
									{ __( 'Result', 'immo-wizards' ) }
								</th>
								<td />
							</tr>
						</thead>
						<tbody>
							{ imports.map( ( item ) => (
								<tr key={ item.id }>
									<td>{ item.fileName }</td>
									<td>
										{ formatDateTime( item.createdAt ) }
									</td>
									<td>{ statusLabel( item.status ) }</td>
									<td>
										{ (
											[
												'created',
												'updated',
												'deleted',
												'failed',
											] as const
										 )
											.map(
												( counter ) =>
													`${ counterLabel( counter ) }: ${ item.counts[ counter ] }`
											)
											.join( ', ' ) }
									</td>
									<td>
										<Button
											variant="link"
											onClick={ () => onShow( item.id ) }
											aria-label={ sprintf(
												/* translators: %s: file name */
												__(
													'Show the import of %s',
													'immo-wizards'
												),
												item.fileName
											) }
										>
											{ __( 'Show', 'immo-wizards' ) }
										</Button>
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
				</div>
			) }
		</section>
	);
}
