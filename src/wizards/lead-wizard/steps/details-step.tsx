/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldConfig } from '../../../api/types';
import { BackButton } from '../../shared/back-button';
import { ChevronRightIcon } from '../../shared/icons';
import { StepHeading } from '../../shared/step-heading';
import { detailsTitle } from '../labels';
import type { Category, DetailValues } from '../types';
import { DetailFields } from './detail-fields';

interface DetailsStepProps {
	category?: Category;
	configs: Record< string, FieldConfig >;
	values: DetailValues;
	onChange: ( values: DetailValues ) => void;
	onBack?: () => void;
	/** Absent without a contact form: then the host saves (footer slot). */
	onNext?: () => void;
}

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

export function DetailsStep( {
	category,
	configs,
	values,
	onChange,
	onBack,
	onNext,
}: DetailsStepProps ) {
	return (
		<>
			<StepHeading className={ `${ BLOCK }__title` }>
				{ detailsTitle( category ) }
			</StepHeading>
			<DetailFields
				ids={ category?.fields ?? [] }
				configs={ configs }
				values={ values }
				onChange={ onChange }
			/>
			<div className={ `${ BLOCK }__actions` }>
				{ onBack && <BackButton block={ BLOCK } onClick={ onBack } /> }
				{ onNext && (
					<button
						type="button"
						className={ `${ BLOCK }__button ${ BLOCK }__button--primary` }
						onClick={ onNext }
					>
						{ __( 'Enter contact details', 'immo-wizards' ) }
						<ChevronRightIcon />
					</button>
				) }
			</div>
		</>
	);
}
