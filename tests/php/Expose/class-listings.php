<?php
/**
 * Listings for the exposé tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Expose;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Plugin;

/**
 * Creates listings with values, pictures and an address that is published or not.
 */
trait Listings {

	/**
	 * A complete flat for sale in Dresden.
	 *
	 * @param array<string,mixed> $overrides Values to change.
	 * @return array<string,mixed>
	 */
	private function flat( array $overrides = array() ): array {
		return $overrides + array(
			'customObjectId' => 'DD-0815',
			'categoryId'     => 30225,
			'objectType'     => 'LIVING',
			'marketingType'  => 'buy',
			'price'          => 277000,
			'livingSpace'    => 55.5,
			'plotArea'       => null,
			'rooms'          => 2.5,
			'buildYear'      => 1905,
			'zip'            => '01067',
			'city'           => 'Dresden',
			'district'       => 'Innere Altstadt',
			'street'         => 'Wilsdruffer Straße',
			'number'         => '1a',
			'lat'            => 51.05,
			'lng'            => 13.738,
			'status'         => 'active',
		);
	}

	/**
	 * A listing.
	 *
	 * @param array<string,mixed> $values  Property values.
	 * @param array<string,mixed> $post    Post fields (title, content, status).
	 * @param bool                $public  Whether the address is published.
	 * @param string[]            $images  Titles of pictures to attach.
	 */
	private function listing( array $values, array $post = array(), bool $public = true, array $images = array() ): int {
		$id = (int) wp_insert_post(
			$post + array(
				'post_type'    => Post_Type::NAME,
				'post_title'   => 'Altbauwohnung am Altmarkt',
				'post_content' => '<p>Helle Wohnung mit Blick auf den Altmarkt.</p>',
				'post_status'  => 'publish',
			)
		);
		$this->assertGreaterThan( 0, $id );
		$store = Plugin::instance()->listings()->property_store();
		$this->assertSame( array(), $store->set( $id, $values ) );
		$store->set_address_public( $id, $public );
		$ids = array();
		foreach ( $images as $index => $title ) {
			$ids[] = (int) wp_insert_attachment(
				array(
					'post_title'     => $title,
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				'2026/11/picture-' . $id . '-' . $index . '.jpg',
				$id
			);
		}
		$store->set_gallery( $id, $ids );
		return $id;
	}

	/**
	 * Runs a callback in German.
	 *
	 * @param callable $callback Callback.
	 * @return mixed Its result.
	 */
	private function in_german( callable $callback ) {
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		switch_to_locale( 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_TESTS_MOFILE, 'de_DE' );
		try {
			return $callback();
		} finally {
			// Reloadable: from WordPress 6.7 on, a domain unloaded for good is never loaded just in time again.
			unload_textdomain( 'immo-wizards', true );
			restore_previous_locale();
		}
	}
}
