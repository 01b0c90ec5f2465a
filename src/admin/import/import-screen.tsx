/**
 * Immo Wizards → Import: upload, the import on screen and the recent imports.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ImportProgress } from './import-progress';
import { RecentImports } from './recent-imports';
import { UploadForm } from './upload-form';
import { useImport } from './use-import';

export function ImportScreen( { maxUploadBytes }: { maxUploadBytes: number } ) {
	const current = useImport();
	const [ listRevision, setListRevision ] = useState( 0 );
	// The list shows each import's status too: read it again whenever the one on screen moves on.
	const shown = current.state
		? `${ current.state.id } ${ current.state.status }`
		: '';
	useEffect( () => {
		if ( shown ) {
			setListRevision( ( value ) => value + 1 );
		}
	}, [ shown ] );
	return (
		<div className="immo-wizards-import">
			<UploadForm
				maxUploadBytes={ maxUploadBytes }
				onUploaded={ current.track }
			/>
			{ current.error && (
				<Notice status="error" isDismissible={ false }>
					{ current.error }
				</Notice>
			) }
			{ current.state && (
				<ImportProgress
					state={ current.state }
					onChange={ current.track }
				/>
			) }
			<RecentImports revision={ listRevision } onShow={ current.show } />
		</div>
	);
}
