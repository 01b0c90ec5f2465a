<?php
/**
 * Reads the GeoJSON of an upload: the multipart field `file` or the JSON body.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

defined( 'ABSPATH' ) || exit;

/**
 * The size is checked before the text is decoded; a file that is no JSON is refused with a message.
 */
final class Geojson_Body {

	/**
	 * The decoded document.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 * @throws Region_Error When there is no file, it is too big or it is no JSON.
	 */
	public static function read( \WP_REST_Request $request ) {
		$file = $request->get_file_params()['file'] ?? null;
		if ( null === $file ) {
			$text = (string) $request->get_body();
		} else {
			$text = self::file_text( $file );
		}
		if ( strlen( $text ) > Geojson_Upload::MAX_BYTES ) {
			self::too_large();
		}
		$document = json_decode( $text, true, 64 );
		if ( ! is_array( $document ) ) {
			throw new Region_Error( 'immo_wizards_region_geojson_invalid', __( 'The file is not valid GeoJSON (JSON could not be read).', 'immo-wizards' ) );
		}
		return $document;
	}

	/**
	 * The text of an uploaded file.
	 *
	 * @param mixed $file Entry of $_FILES.
	 * @throws Region_Error When the upload is missing or too big.
	 */
	private static function file_text( $file ): string {
		if ( ! is_array( $file ) || ! is_string( $file['tmp_name'] ?? null ) || ! is_scalar( $file['error'] ?? null ) ) {
			throw new Region_Error( 'immo_wizards_region_geojson_no_file', __( 'Please send one GeoJSON file in the multipart field "file".', 'immo-wizards' ) );
		}
		if ( in_array( (int) $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			self::too_large();
		}
		/** This filter is documented in includes/Import/class-imports-controller.php */
		$uploaded = (bool) apply_filters( 'immo_wizards_import_is_uploaded_file', is_uploaded_file( $file['tmp_name'] ), $file['tmp_name'] );
		if ( UPLOAD_ERR_OK !== (int) $file['error'] || ! $uploaded ) {
			throw new Region_Error( 'immo_wizards_region_geojson_no_file', __( 'The upload did not arrive completely. Please try again.', 'immo-wizards' ) );
		}
		if ( filesize( $file['tmp_name'] ) > Geojson_Upload::MAX_BYTES ) {
			self::too_large();
		}
		return (string) file_get_contents( $file['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
	}

	/**
	 * Refuses a file over the size limit.
	 *
	 * @throws Region_Error Always.
	 */
	private static function too_large(): never {
		/* translators: %s: size in MB */
		throw new Region_Error( 'immo_wizards_region_geojson_too_large', sprintf( __( 'The file is larger than %s MB.', 'immo-wizards' ), number_format_i18n( Geojson_Upload::MAX_BYTES / 1048576 ) ), 413 );
	}
}
