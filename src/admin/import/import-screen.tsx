/**
 * Immo Wizards → Import: upload, the import on screen and the recent imports.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ImportState } from '../../api/imports';
import { ImportProgress } from './import-progress';
import { RecentImports } from './recent-imports';
import { UploadForm } from './upload-form';
import { useImport } from './use-import';

export function ImportScreen( { maxUploadBytes }: { maxUploadBytes: number } ) {
	const current = useImport();
	const [ listRevision, setListRevision ] = useState( 0 );
	const track = ( state: ImportState ) => {
		current.track( state );
		setListRevision( ( value ) => value + 1 );
	};
	return (
		<div className="immo-wizards-import">
			<UploadForm
				maxUploadBytes={ maxUploadBytes }
				onUploaded={ track }
			/>
			{ current.error && (
				<Notice status="error" isDismissible={ false }>
					{ current.error }
				</Notice>
			) }
			{ current.state && (
				<ImportProgress state={ current.state } onChange={ track } />
			) }
			<RecentImports revision={ listRevision } onShow={ current.show } />
		</div>
	);
}
